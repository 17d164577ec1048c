import 'server-only';
import { cache } from 'react';
import { siteSettings } from '@exchange/contract/site';
import { serverApi } from './api/server';

/** The API's site settings (fiat list, default fiat, …), asked once per request; the contract's fallback on failure. */
export const getSiteSettings = cache(() => serverApi(siteSettings, {}));
