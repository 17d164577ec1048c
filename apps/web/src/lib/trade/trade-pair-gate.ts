import { pairInfoSchema, spotPairInfo, type PairInfo } from '@exchange/contract/trade';
import { request, TIMEOUT, type Transport } from '@/lib/api/client';
import { deadlineBudgetMs } from '@/lib/api/deadline';
import { FORWARDED_HEADERS } from '@/lib/api/forwarded-headers';
import { apiOrigin } from '@/lib/api/origin';
import type { RouteDecision } from '@/lib/nav/routing';
import { siteOfHost } from '@/lib/site/request-site';
import { tradePairOfPath, type PairInfoOutcome } from './trade-pair';

/**
 * The trade page's 404 is decided in proxy.ts, before rendering, like every other 404 (routing.ts:
 * a `notFound()` thrown while rendering makes Next send an empty error shell, vercel/next.js#62228).
 * For `/trade/{BASE_QUOTE}` the proxy asks the API's pair_info: a 404 answer (the site does not
 * list the pair) makes the request the 404 page; the pair's rules travel on to the render in a
 * request header, so the page does not ask again. Any other failure lets the page decide
 * (app/[locale]/trade/[pair]/page.tsx: it asks again, then the site's market list).
 */
export interface TradeGate {
  readonly decision: RouteDecision;
  /** pair_info's answer for the render (CONTEXT_HEADER.pairInfo), encoded by `encodePairInfo` */
  readonly pairInfo: string | undefined;
}

export async function tradePairGate(decision: RouteDecision, read: (pair: string) => Promise<PairInfoOutcome>): Promise<TradeGate> {
  const ref = decision.kind === 'page' ? tradePairOfPath(decision.path) : undefined;
  if (decision.kind !== 'page' || !ref) return { decision, pairInfo: undefined };
  const outcome = await read(ref.pair);
  if (!outcome.ok && outcome.status === 404) return { decision: { kind: 'notFound', locale: decision.locale, path: decision.path }, pairInfo: undefined };
  return { decision, pairInfo: outcome.ok && outcome.info ? encodePairInfo(outcome.info) : undefined };
}

/** Header-safe text of pair_info's answer (a header value is Latin-1: the JSON is percent-encoded). */
export function encodePairInfo(info: PairInfo): string {
  return encodeURIComponent(JSON.stringify(info));
}

/** The proxy's pair_info for `pair`, checked against the contract again; undefined when absent, broken or of another pair. */
export function decodePairInfo(header: string | null | undefined, pair: string): PairInfo | undefined {
  if (!header) return undefined;
  try {
    const parsed = pairInfoSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success && parsed.data.pair === pair ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * pair_info from the proxy: the header calls' 4 s at most (never more than a page request's
 * budget for its API calls, SERVER_DEADLINE_MS). A 404 is the expected answer for an unknown
 * pair and is not logged.
 */
export async function readPairInfo(headers: Headers, visitorHost: string, pair: string): Promise<PairInfoOutcome> {
  const forwarded: Record<string, string> = { 'x-forwarded-host': visitorHost };
  // the host is the one the proxy checked, whatever the header says
  for (const name of FORWARDED_HEADERS.filter((n) => n !== 'x-forwarded-host')) {
    const value = headers.get(name);
    if (value) forwarded[name] = value;
  }
  const transport: Transport = {
    baseUrl: apiOrigin(),
    timeoutMs: Math.min(TIMEOUT.header, deadlineBudgetMs(process.env.SERVER_DEADLINE_MS, TIMEOUT.server)),
    siteCode: siteOfHost(visitorHost).apiSiteCode,
    headers: () => forwarded,
    csrfToken: () => undefined,
    fetch: (input, init) => fetch(input, init),
    log: (message, detail) => {
      if (detail.status !== 404) console.warn(`[trade] ${message}`, JSON.stringify(detail));
    },
  };
  const result = await request(transport, spotPairInfo, { pair });
  return result.ok ? { ok: true, info: result.data.data } : { ok: false, status: result.error.status };
}
