import type { SpotOrder } from '@exchange/contract/trade';
import { divideDown, parseDecimal, toText } from '@exchange/decimal/dec';
import { normal, sub } from '@exchange/decimal/text';
import type { spotOrders } from '../../db/schema';
import type { OrderUpdate } from './events';

export type OrderRow = typeof spotOrders.$inferSelect;

/** Fraction digits an average fill price keeps (it is a quotient, so it may not end). */
const AVG_PLACES = 12;

/** The mean price of what filled: filled_total / filled, rounded down; '0' before any fill. */
export function averagePrice(filledTotal: string, filled: string): string {
  const total = parseDecimal(filledTotal);
  const amount = parseDecimal(filled);
  if (!total || !amount) return '0';
  const avg = divideDown(total, amount, AVG_PLACES);
  return avg ? normal(toText(avg)) : '0';
}

/** An order row as the HTTP calls answer it. */
export function toSpotOrder(row: OrderRow): SpotOrder {
  return {
    id: String(row.id),
    pair: row.pair,
    side: row.side,
    type: row.type,
    price: normal(row.price),
    amount: normal(row.amount),
    filled: normal(row.filled),
    avg_price: normal(row.avgPrice),
    fee: normal(row.fee),
    status: row.status,
    create_time_ms: row.createdAt.getTime(),
    update_time_ms: row.updatedAt.getTime(),
  };
}

/** An order row as the user's `spot.orders` stream sends it; `event` put (new), update or finish (closed). */
export function toOrderUpdate(row: OrderRow, event: 'put' | 'update' | 'finish', feeCurrency: string): OrderUpdate {
  return {
    id: String(row.id),
    text: '',
    create_time_ms: String(row.createdAt.getTime()),
    update_time_ms: String(row.updatedAt.getTime()),
    currency_pair: row.pair,
    type: row.type,
    side: row.side,
    amount: normal(row.amount),
    price: normal(row.price),
    left: normal(sub(row.amount, row.filled)),
    filled_total: normal(row.filledTotal),
    fee: normal(row.fee),
    fee_currency: feeCurrency,
    event,
    finish_as: row.finishAs ?? 'open',
  };
}
