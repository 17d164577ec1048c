import type { NextRequest, NextResponse } from 'next/server';
import { verifyInviteInfo } from '@exchange/contract/rebate';
import { request, TIMEOUT } from '@/lib/api/client';
import type { Deadline } from '@/lib/api/deadline';
import { proxyTransport } from '@/lib/api/proxy-transport';
import { needsVerify, readLinkReferral, readStoredReferral, referralCookieOptions, referralWrites } from './referral';

function isPrefetch(req: NextRequest): boolean {
  return req.headers.has('next-router-prefetch') || req.headers.get('purpose') === 'prefetch' || (req.headers.get('sec-purpose') ?? '').includes('prefetch');
}

/**
 * Referral capture for a page request (spec doc 2 §4 "Referral cookie logic"): a link's new ref
 * code is verified by the API and the verdict's cookies are set on the page's response (14 days).
 * The verify call waits the header calls' 4 s at most, cut to what the request's deadline has left
 * (deadline.ts: the page's other calls draw on the same deadline, so a slow API delays the page by
 * one deadline in all). Prefetches and links without a valid new code cost nothing; a failure is
 * logged and changes nothing. Never throws.
 */
export async function captureReferral(req: NextRequest, res: NextResponse, secure: boolean, visitorHost: string, deadline: Deadline): Promise<void> {
  if (req.method !== 'GET' || isPrefetch(req)) return;
  const link = readLinkReferral(req.nextUrl.searchParams);
  const stored = readStoredReferral((name) => req.cookies.get(name)?.value);
  if (!needsVerify(link, stored)) return;
  const transport = proxyTransport({
    headers: req.headers,
    visitorHost,
    ownTimeoutMs: TIMEOUT.header,
    deadline,
    withCookies: false,
    log: (message, detail) => console.warn(`[referral] ${message}`, JSON.stringify(detail)),
  });
  const result = await request(transport, verifyInviteInfo, { invite_code: link.ref, ...(link.refType ? { ref_type: link.refType } : {}) });
  const verdict = result.data.code;
  const writes = referralWrites(link, verdict);
  if (result.ok && writes.length === 0) console.warn('[referral] invite code not stored', JSON.stringify({ code: verdict }));
  for (const { name, value } of writes) res.cookies.set(name, value, referralCookieOptions(secure));
}
