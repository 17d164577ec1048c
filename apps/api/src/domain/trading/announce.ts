import type { MarketTrade, UserTrade } from '@exchange/contract/book';
import type { OrderSide } from '@exchange/contract/trade';
import type { Tx } from '../../security/rateLimit';
import type { SpotMarketRow } from '../spot';
import { announceBook, announceUser, type Touched } from './book';
import { toOrderUpdate, type OrderRow } from './orders';
import type { SettledFill } from './settlement';

/** What one placement changed, as place.ts stored it. */
export interface Placement {
  readonly market: SpotMarketRow;
  /** the new order as stored */
  readonly order: OrderRow;
  readonly fills: readonly SettledFill[];
  /** the stored fills' ids, in the order of `fills` */
  readonly fillIds: readonly number[];
  /** the makers' orders after their fills */
  readonly makerRows: readonly OrderRow[];
  /** the taker's own orders self-trade prevention cancelled */
  readonly stpRows: readonly OrderRow[];
  /** what of the new order rests (null: nothing) */
  readonly rested: { readonly price: string } | null;
  readonly now: Date;
}

/**
 * Announces a placement inside its transaction (docs/MATCHING.md): the book's touched levels and
 * the public trades (when the book changed), the taker's orders and fills, and each maker's.
 */
export async function announcePlacement(tx: Tx, p: Placement): Promise<void> {
  const { market, order, fills, fillIds } = p;
  const ms = p.now.getTime();
  const side = order.side;
  const trades: MarketTrade[] = fills.map((f, i) => ({
    id: fillIds[i] ?? 0,
    create_time: Math.floor(ms / 1000),
    create_time_ms: String(ms),
    side,
    currency_pair: market.pair,
    amount: f.amount,
    price: f.price,
  }));
  const touched: Touched[] = [
    ...fills.map((f) => ({ side: f.makerSide, price: f.price })),
    ...p.stpRows.map((r) => ({ side: r.side, price: r.price })),
    ...(p.rested ? [{ side, price: p.rested.price }] : []),
  ];
  if (touched.length > 0) await announceBook(tx, market.pair, ms, touched, trades);
  const receives = (s: OrderSide) => (s === 'buy' ? market.currA : market.currB);
  const userTrade = (f: SettledFill, i: number, role: 'maker' | 'taker'): UserTrade => ({
    id: fillIds[i] ?? 0,
    order_id: String(role === 'taker' ? order.id : f.makerOrderId),
    currency_pair: market.pair,
    side: role === 'taker' ? side : f.makerSide,
    role,
    amount: f.amount,
    price: f.price,
    fee: role === 'taker' ? f.takerFee : f.makerFee,
    fee_currency: role === 'taker' ? f.takerFeeAsset : f.makerFeeAsset,
    create_time_ms: String(ms),
  });
  await announceUser(
    tx,
    order.userId,
    [toOrderUpdate(order, order.status === 'open' ? 'put' : 'finish', receives(side)), ...p.stpRows.map((r) => toOrderUpdate(r, 'finish', receives(r.side)))],
    fills.map((f, i) => userTrade(f, i, 'taker')),
  );
  for (const makerUserId of new Set(fills.map((f) => f.makerUserId))) {
    await announceUser(
      tx,
      makerUserId,
      p.makerRows.filter((r) => r.userId === makerUserId).map((r) => toOrderUpdate(r, r.status === 'open' ? 'update' : 'finish', receives(r.side))),
      fills.flatMap((f, i) => (f.makerUserId === makerUserId ? [userTrade(f, i, 'maker')] : [])),
    );
  }
}
