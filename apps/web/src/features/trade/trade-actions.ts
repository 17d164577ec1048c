import { ErrorCode } from '@exchange/contract/errors';
import type { SpotBalance, SpotOrder } from '@exchange/contract/trade';
import type { ApiError } from '@/lib/api/client';
import { compare, divideDown, multiply, parseDecimal, toText } from '@exchange/decimal/dec';
import { forApi, type TicketDraft } from './ticket-rules';
import type { TradeApi } from './trade-api';

/**
 * What the page says after a call: a catalog key (under trade.feedback) or the API's own message,
 * which names the rule that refused the order (packages/contract/src/trade.ts).
 */
export type Feedback =
  | { readonly tone: 'success'; readonly key: 'placedOpen' | 'placedFilled' | 'cancelled' }
  | { readonly tone: 'error'; readonly key: 'network' | 'session' | 'refused' | 'restricted' }
  | { readonly tone: 'error'; readonly message: string };

/**
 * The message for a refused call: the API's text when it gave one, else a catalog key by status;
 * a compliance refusal (trading closed to the account or its region) in the page's language.
 */
export function refusal(error: ApiError): Feedback {
  if (error.status === 0) return { tone: 'error', key: 'network' };
  if (error.status === 401) return { tone: 'error', key: 'session' };
  if (error.code === ErrorCode.restricted) return { tone: 'error', key: 'restricted' };
  const message = error.message.trim();
  // a status text is no explanation ('Bad Request', 'HTTP 500', the client's 'Unexpected answer')
  if (!message || error.code === 0) return { tone: 'error', key: 'refused' };
  return { tone: 'error', message };
}

export type SubmitOutcome = { readonly ok: true; readonly order: SpotOrder; readonly feedback: Feedback } | { readonly ok: false; readonly feedback: Feedback };

/**
 * Places the draft (decimal text canonicalised; a market order sends no price but the trader's
 * slippage bound, which the API enforces too) and says how it went.
 */
export async function submitOrder(api: Pick<TradeApi, 'place'>, pair: string, draft: TicketDraft, maxSlippage?: string): Promise<SubmitOutcome> {
  const result = await api.place({
    pair,
    side: draft.side,
    type: draft.type,
    amount: forApi(draft.amount),
    ...(draft.type === 'limit' ? { price: forApi(draft.price) } : {}),
    ...(draft.type === 'market' && maxSlippage ? { maxSlippage } : {}),
  });
  if (!result.ok) return { ok: false, feedback: refusal(result.error) };
  const filled = result.data.status === 'filled';
  return { ok: true, order: result.data, feedback: { tone: 'success', key: filled ? 'placedFilled' : 'placedOpen' } };
}

/** Cancels an open order and says how it went. */
export async function cancelOrder(api: Pick<TradeApi, 'cancel'>, id: string): Promise<{ readonly ok: boolean; readonly feedback: Feedback }> {
  const result = await api.cancel(id);
  return result.ok ? { ok: true, feedback: { tone: 'success', key: 'cancelled' } } : { ok: false, feedback: refusal(result.error) };
}

/** How often open orders are asked again while any rests (ms): they fill in the background. */
export const OPEN_ORDERS_POLL_MS = 3_000;

/** A read that failed is tried again after this long (ms); the page keeps what it showed meanwhile. */
export const RETRY_MS = 10_000;

/**
 * When a query of the user's data is read again: after RETRY_MS when its last read failed; open
 * orders every OPEN_ORDERS_POLL_MS while the user has any on this pair (they fill in the
 * background); otherwise only when a placing or cancelling asks.
 */
export function pollInterval(failed: boolean, openOrders?: readonly SpotOrder[]): number | false {
  if (failed) return RETRY_MS;
  return openOrders && openOrders.length > 0 ? OPEN_ORDERS_POLL_MS : false;
}

/**
 * A short fingerprint of open orders (ids and fills): when a poll's differs from the last, an
 * order filled (or was cancelled elsewhere), so balances and history are asked again.
 */
export function ordersFingerprint(orders: readonly SpotOrder[]): string {
  return orders.map((o) => `${o.id}:${o.filled}:${o.status}`).join('|');
}

/** The available balance of a currency, as decimal text; undefined when the balances do not name it. */
export function availableOf(balances: readonly SpotBalance[] | undefined, currency: string): string | undefined {
  return balances?.find((b) => b.currency === currency)?.available;
}

/** How much of an order has filled, in percent with two decimals, cut: '0', '33.33', '100'. */
export function filledPercent(order: Pick<SpotOrder, 'amount' | 'filled'>): string {
  const amount = parseDecimal(order.amount);
  const filled = parseDecimal(order.filled);
  if (!amount || !filled || amount.units === 0n) return '0';
  if (compare(filled, amount) >= 0) return '100';
  const percent = divideDown(multiply(filled, { units: 100n, scale: 0 }), amount, 2);
  return percent ? toText(percent) : '0';
}
