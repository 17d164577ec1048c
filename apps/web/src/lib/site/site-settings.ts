import 'server-only';
import { cache } from 'react';
import { siteSettings, type SiteSettings } from '@exchange/contract/site';
import { serverApi } from '@/lib/api/server';

/** The site settings (fiat list, current fiat, counts), asked once per request; the contract's defaults on failure. */
export const getSiteSettings = cache(async (): Promise<SiteSettings> => (await serverApi(siteSettings, {})).data);
