import { pairInfoSchema, spotPairInfo, type PairInfo } from '@exchange/contract/trade';
import { request } from '@/lib/api/client';
import type { Deadline } from '@/lib/api/deadline';
import { pageCheckTransport } from '@/lib/api/proxy-transport';
import type { RouteDecision } from '@/lib/nav/routing';
import { tradePairOfPath, type PairInfoOutcome } from './trade-pair';

/**
 * The trade page's 404 is decided in proxy.ts, before rendering, like every other 404 (routing.ts:
 * a `notFound()` thrown while rendering makes Next send an empty error shell, vercel/next.js#62228).
 * For `/trade/{BASE_QUOTE}` the proxy asks the API's pair_info: a 404 answer (the site does not
 * list the pair) makes the request the 404 page; the pair's rules travel on to the render in a
 * request header, so the page does not ask again. Any other failure lets the page decide
 * (app/[locale]/trade/[pair]/page.tsx: it asks again, then the site's market list).
 */
export interface TradeGate<D extends RouteDecision> {
  /** the decision it was given, or the 404 page in its place */
  readonly decision: D | Extract<RouteDecision, { kind: 'notFound' }>;
  /** pair_info's answer for the render (CONTEXT_HEADER.pairInfo), encoded by `encodePairInfo` */
  readonly pairInfo: string | undefined;
}

export async function tradePairGate<D extends RouteDecision>(decision: D, read: (pair: string) => Promise<PairInfoOutcome>): Promise<TradeGate<D>> {
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
 * pair_info from the proxy: the header calls' 4 s at most, cut to what the request's deadline has
 * left (deadline.ts: the render's calls draw on the same deadline). A 404 is the expected answer
 * for an unknown pair and is not logged.
 */
export async function readPairInfo(headers: Headers, visitorHost: string, pair: string, deadline: Deadline): Promise<PairInfoOutcome> {
  const transport = pageCheckTransport(headers, visitorHost, deadline, 'trade');
  const result = await request(transport, spotPairInfo, { pair });
  return result.ok ? { ok: true, info: result.data.data } : { ok: false, status: result.error.status };
}
