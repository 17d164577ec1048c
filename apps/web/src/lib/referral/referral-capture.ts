import type { NextRequest, NextResponse } from 'next/server';
import { verifyInviteInfo } from '@exchange/contract/rebate';
import { request, TIMEOUT, type Transport } from '@/lib/api/client';
import { deadlineBudgetMs } from '@/lib/api/deadline';
import { FORWARDED_HEADERS } from '@/lib/api/forwarded-headers';
import { apiOrigin } from '@/lib/api/origin';
import { siteOfHost } from '@/lib/site/request-site';
import { needsVerify, readLinkReferral, readStoredReferral, referralCookieOptions, referralWrites } from './referral';

/**
 * The verify call's timeout: the header calls' 4 s, never more than a page request's whole
 * budget for its API calls (SERVER_DEADLINE_MS), so a slow API delays the page by at most that.
 */
export function verifyTimeoutMs(env: string | undefined): number {
  return Math.min(TIMEOUT.header, deadlineBudgetMs(env, TIMEOUT.server));
}

function isPrefetch(req: NextRequest): boolean {
  return req.headers.has('next-router-prefetch') || req.headers.get('purpose') === 'prefetch' || (req.headers.get('sec-purpose') ?? '').includes('prefetch');
}

/**
 * Referral capture for a page request (spec doc 2 §4 "Referral cookie logic"): a link's new ref
 * code is verified by the API (bounded, see verifyTimeoutMs) and the verdict's cookies are set
 * on the page's response (14 days). Prefetches and links without a valid new code cost nothing;
 * a failure is logged and changes nothing. Never throws.
 */
export async function captureReferral(req: NextRequest, res: NextResponse, secure: boolean): Promise<void> {
  if (req.method !== 'GET' || isPrefetch(req)) return;
  const link = readLinkReferral(req.nextUrl.searchParams);
  const stored = readStoredReferral((name) => req.cookies.get(name)?.value);
  if (!needsVerify(link, stored)) return;
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers.get(name);
    if (value) forwarded[name] = value;
  }
  const transport: Transport = {
    baseUrl: apiOrigin(),
    timeoutMs: verifyTimeoutMs(process.env.SERVER_DEADLINE_MS),
    // a raw request (before the proxy's own headers): its site is its host's, as the proxy resolves it
    siteCode: siteOfHost(req.headers.get('x-forwarded-host') ?? req.headers.get('host')).apiSiteCode,
    headers: () => forwarded,
    csrfToken: () => undefined,
    fetch: (input, init) => fetch(input, init),
    log: (message, detail) => console.warn(`[referral] ${message}`, JSON.stringify(detail)),
  };
  const result = await request(transport, verifyInviteInfo, { invite_code: link.ref, ...(link.refType ? { ref_type: link.refType } : {}) });
  const verdict = result.data.code;
  const writes = referralWrites(link, verdict);
  if (result.ok && writes.length === 0) console.warn('[referral] invite code not stored', JSON.stringify({ code: verdict }));
  for (const { name, value } of writes) res.cookies.set(name, value, referralCookieOptions(secure));
}
