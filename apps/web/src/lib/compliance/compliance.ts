import 'server-only';
import { cache } from 'react';
import { complianceCheck, type Compliance } from '@exchange/contract/compliance';
import { serverApi } from '@/lib/api/server';

/**
 * The visitor's compliance answer (guests too: the API decides by region), asked once per request
 * however many parts of the page need it; empty lists and no limits on failure (spec doc 2 §8).
 */
export const getCompliance = cache(async (locale: string): Promise<Compliance> => (await serverApi(complianceCheck, { lang: locale })).data);
