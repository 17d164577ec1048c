import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { siteCompliance } from '@exchange/sites/compliance';
import { getCompliance } from './compliance';
import { narrowLinkGate, pageLinked, type LinkGate } from './compliance-links';
import { complianceState, COOKIES_ACCEPTED_COOKIE, type ComplianceState } from './compliance-state';
import { getRequestContext } from '@/lib/request/request-context';

/**
 * This request's compliance state (once per request): the answer, the visitor, the site and the
 * path. Its route decision is the one proxy.ts already acted on (compliance-route.ts: a redirect
 * never renders); the layout shows the tips when it says so.
 */
export const getComplianceState = cache(async (): Promise<ComplianceState> => {
  const ctx = await getRequestContext();
  const [compliance, jar] = await Promise.all([getCompliance(ctx.locale), cookies()]);
  return complianceState({
    compliance,
    user: ctx.user,
    site: siteCompliance(ctx.site.key),
    path: ctx.path,
    cookiesAccepted: jar.get(COOKIES_ACCEPTED_COOKIE)?.value === '1',
  });
});

/**
 * Whether a page of this site is linked for this request's visitor (compliance-links.ts
 * `pageLinked`: not when the path gate would redirect it), from the same cached compliance answer
 * as the state above: no call of its own.
 */
export const getPageLinked = cache(async (): Promise<(path: string) => boolean> => {
  const gate = await getLinkGate();
  return (path) => pageLinked(gate, path);
});

/**
 * The part of this request's compliance answer and site record that the path gate reads
 * (compliance-links.ts `narrowLinkGate`), from the same cached answer: what the layout hands the
 * browser (client-context.tsx `linkGate`), which asks `pageLinked` of it for any path.
 */
export const getLinkGate = cache(async (): Promise<LinkGate> => {
  const ctx = await getRequestContext();
  return narrowLinkGate({ compliance: await getCompliance(ctx.locale), site: siteCompliance(ctx.site.key) });
});
