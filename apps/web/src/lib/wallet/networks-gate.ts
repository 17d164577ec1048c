import { walletNetworks } from '@exchange/contract/wallet';
import { request } from '@/lib/api/client';
import type { Deadline } from '@/lib/api/deadline';
import { pageCheckTransport } from '@/lib/api/proxy-transport';
import type { RouteDecision } from '@/lib/nav/routing';

/**
 * The deposit page's 404, decided in proxy.ts before rendering like every other 404 (routing.ts:
 * a `notFound()` thrown while rendering sends Next's empty error shell). For
 * `/myaccount/deposit/{CURRENCY}` the proxy asks walletNetworks: a 404 answer (the API does not
 * list the currency) makes the request the 404 page, answered with status 404. Any other outcome
 * lets the page render (it reads the networks itself and says so if they cannot be read). The
 * guard runs first: a guest is sent to log in before anything is asked.
 */

const DEPOSIT_PATH = /^\/myaccount\/deposit\/([A-Za-z0-9]{1,20})\/?$/;

/** The currency a deposit page's path names, in upper case (the page's own spelling); undefined for any other path. */
export function depositCurrencyOfPath(path: string): string | undefined {
  return DEPOSIT_PATH.exec(path)?.[1]?.toUpperCase();
}

/** The decision it was given, or the 404 page when `read` answers 404 for the deposit page's currency. */
export async function depositCurrencyGate<D extends RouteDecision>(
  decision: D,
  read: (currency: string) => Promise<number>,
): Promise<D | Extract<RouteDecision, { kind: 'notFound' }>> {
  const currency = decision.kind === 'page' ? depositCurrencyOfPath(decision.path) : undefined;
  if (decision.kind !== 'page' || !currency) return decision;
  return (await read(currency)) === 404 ? { kind: 'notFound', locale: decision.locale, path: decision.path } : decision;
}

/**
 * walletNetworks from the proxy, as an HTTP status (200 when it answered; 0 when no answer came):
 * the header calls' 4 s at most, cut to what the request's deadline has left. A 404 is the expected
 * answer for an unlisted currency and is not logged.
 */
export async function readNetworksStatus(headers: Headers, visitorHost: string, currency: string, deadline: Deadline): Promise<number> {
  const transport = pageCheckTransport(headers, visitorHost, deadline, 'deposit');
  const result = await request(transport, walletNetworks, { currency });
  return result.ok ? 200 : result.error.status;
}
