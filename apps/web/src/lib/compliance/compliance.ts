import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { complianceCheck, type Compliance } from '@exchange/contract/compliance';
import { serverApi } from '@/lib/api/server';
import { CONTEXT_HEADER } from '@/lib/request/context-headers';
import { decodeCompliance } from './compliance-route';

/**
 * The visitor's compliance answer (guests too: the API decides by region), once per request
 * however many parts of the page need it: the one proxy.ts asked for its gate
 * (compliance-route.ts), so the page shows what the gate decided; asked here only when the proxy
 * passed none. Empty lists and no limits on failure (spec doc 2 §8).
 */
export const getCompliance = cache(async (locale: string): Promise<Compliance> => {
  const forwarded = decodeCompliance((await headers()).get(CONTEXT_HEADER.compliance));
  return forwarded ?? (await serverApi(complianceCheck, { lang: locale })).data;
});
