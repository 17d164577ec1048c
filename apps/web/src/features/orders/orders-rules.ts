import { ORDER_PAGE_DEFAULT, type OrderListStatus, type OrderSide, type SpotOrder } from '@exchange/contract/trade';

/**
 * The orders page's pure rules: the filter as the `spotOrders` call asks it, paging by the last
 * id, and a cancelled order replacing its row.
 */

export interface OrderFilter {
  readonly status: OrderListStatus;
  /** '' for every pair */
  readonly pair: string;
  /** '' for both sides */
  readonly side: OrderSide | '';
  /** yyyy-mm-dd in the browser's time zone, '' for no bound */
  readonly from: string;
  readonly to: string;
}

export const EMPTY_FILTER: OrderFilter = { status: 'open', pair: '', side: '', from: '', to: '' };
export const PAGE_SIZE = ORDER_PAGE_DEFAULT;

const PAIR = /^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/;

/** A pair as the trader types it ("btc/usdt", "eth_usdt") in the contract's form, or '' when it is not one. */
export function normalisePair(text: string): string {
  const pair = text
    .trim()
    .toUpperCase()
    .replace(/[/\-\s]+/, '_');
  return PAIR.test(pair) ? pair : '';
}

/** The start (or, with `end`, the last millisecond) of a day in the browser's time zone; undefined for no date. */
export function dayBoundMs(day: string, end = false): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = new Date(`${day}T00:00:00`).getTime();
  if (!Number.isFinite(ms)) return undefined;
  return end ? ms + 86_400_000 - 1 : ms;
}

export type OrdersQuery = {
  status: OrderListStatus;
  limit: string;
  pair?: string;
  side?: OrderSide;
  from_ms?: string;
  to_ms?: string;
  before?: string;
};

/** The call's input for a filter, and `before` the last id of the page already shown. */
export function ordersQuery(filter: OrderFilter, before?: string): OrdersQuery {
  const pair = normalisePair(filter.pair);
  const from = dayBoundMs(filter.from);
  const to = dayBoundMs(filter.to, true);
  return {
    status: filter.status,
    limit: String(PAGE_SIZE),
    ...(pair ? { pair } : {}),
    ...(filter.side ? { side: filter.side } : {}),
    ...(from !== undefined ? { from_ms: String(from) } : {}),
    ...(to !== undefined ? { to_ms: String(to) } : {}),
    ...(before ? { before } : {}),
  };
}

/** Whether another page may exist: a full page came back. */
export function hasMore(page: readonly SpotOrder[]): boolean {
  return page.length >= PAGE_SIZE;
}

/** The list with one order's new state in its row (a cancelled order), the rest as they were. */
export function withOrder(list: readonly SpotOrder[], order: SpotOrder): SpotOrder[] {
  return list.map((o) => (o.id === order.id ? order : o));
}

/** The open orders of a list: what "cancel all shown" cancels. */
export function openOnes(list: readonly SpotOrder[]): SpotOrder[] {
  return list.filter((o) => o.status === 'open');
}
