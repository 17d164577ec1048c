import { sql, type SQL } from 'drizzle-orm';
import type { BookLevel, MarketTrade } from '@exchange/contract/book';
import type { OrderSide } from '@exchange/contract/trade';
import { add, cmp, normal, sub } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import type { Tx } from '../../security/rateLimit';
import { rowsOf } from '../sqlRows';
import { BOOK_CHANNEL, USER_CHANNEL, encodeBookEvent, encodeUserEvent, type OrderUpdate } from './events';
import type { UserTrade } from '@exchange/contract/book';

/**
 * A pair's book in the database (docs/MATCHING.md): its open `spot_orders` rows are the resting
 * orders, and `spot_books.seq` its update id. Every transaction that changes a pair's resting
 * orders first takes the pair's lock (`lockPair`), so they run one at a time per pair, in the
 * order their update ids say; it then bumps the id and announces the levels it changed, inside the
 * transaction (NOTIFY is delivered on commit, in commit order).
 */

/** Waits for, and holds until the transaction ends, the pair's book lock. */
export async function lockPair(tx: Tx, pair: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`spot-book:${pair}`}, 0))`);
}

export interface MakerRow {
  readonly id: number;
  readonly userId: number;
  readonly side: OrderSide;
  readonly price: string;
  /** amount − filled */
  readonly remaining: string;
}

const PAGE = 100;

/**
 * The resting orders a taker on `takerSide` may meet, best price first and at one price the
 * earliest first, within `limit` (none: any price): read a page at a time until the ones not of
 * the taker's own user cover `amount` (the taker's own stay in, for self-trade prevention).
 */
export async function crossingMakers(
  tx: Tx,
  pair: string,
  takerSide: OrderSide,
  limit: string | undefined,
  amount: string,
  takerUserId: number,
): Promise<MakerRow[]> {
  const makerSide = takerSide === 'buy' ? 'sell' : 'buy';
  const out: MakerRow[] = [];
  let covered = '0';
  let after: { price: string; id: number } | null = null;
  for (;;) {
    const priceBound = limit === undefined ? sql`true` : takerSide === 'buy' ? sql`o.price <= ${limit}::numeric` : sql`o.price >= ${limit}::numeric`;
    const cursor: SQL =
      after === null
        ? sql`true`
        : makerSide === 'sell'
          ? sql`(o.price, o.id) > (${after.price}::numeric, ${after.id}::bigint)`
          : sql`(o.price < ${after.price}::numeric or (o.price = ${after.price}::numeric and o.id > ${after.id}::bigint))`;
    const order = makerSide === 'sell' ? sql`o.price asc, o.id asc` : sql`o.price desc, o.id asc`;
    const result: unknown = await tx.execute(sql`
      select o.id::text as id, o.user_id, o.price::text as price, (o.amount - o.filled)::text as remaining
        from spot_orders o
       where o.pair = ${pair} and o.status = 'open' and o.side = ${makerSide} and ${priceBound} and ${cursor}
       order by ${order}
       limit ${PAGE}`);
    const rows: MakerRow[] = rowsOf(result).map((r): MakerRow => ({
      id: Number(r.id),
      userId: Number(r.user_id),
      side: makerSide,
      price: normal(String(r.price)),
      remaining: normal(String(r.remaining)),
    }));
    for (const row of rows) {
      out.push(row);
      if (row.userId !== takerUserId) covered = add(covered, row.remaining);
    }
    const last: MakerRow | undefined = rows[rows.length - 1];
    if (!last || rows.length < PAGE || cmp(covered, amount) >= 0) return out;
    after = { price: last.price, id: last.id };
  }
}

/** Bumps the pair's update id; answers the new one. */
export async function bumpBook(tx: Tx, pair: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into spot_books (pair, seq) values (${pair}, 1)
    on conflict (pair) do update set seq = spot_books.seq + 1
    returning seq::text as seq`);
  return Number(rowsOf(result)[0]?.seq);
}

export interface Touched {
  readonly side: OrderSide;
  readonly price: string;
}

/** The amounts now resting at the touched levels (`0` for a level that is gone), bids and asks. */
export async function levelsAt(tx: Tx, pair: string, touched: readonly Touched[]): Promise<{ bids: BookLevel[]; asks: BookLevel[] }> {
  const wanted = new Map(touched.map((t) => [`${t.side}:${normal(t.price)}`, { side: t.side, price: normal(t.price) }]));
  if (wanted.size === 0) return { bids: [], asks: [] };
  const list = JSON.stringify([...wanted.values()]);
  const result = await tx.execute(sql`
    select w.side, w.price, coalesce(sum(o.amount - o.filled), 0)::text as amount
      from jsonb_to_recordset(${list}::jsonb) as w(side text, price text)
      left join spot_orders o on o.pair = ${pair} and o.status = 'open' and o.side = w.side and o.price = w.price::numeric
     group by w.side, w.price`);
  const levels = rowsOf(result).map((r) => ({ side: String(r.side), level: [String(r.price), normal(String(r.amount))] as BookLevel }));
  const byPrice = (a: BookLevel, b: BookLevel) => cmp(a[0], b[0]);
  return {
    bids: levels
      .filter((l) => l.side === 'buy')
      .map((l) => l.level)
      .sort((a, b) => byPrice(b, a)),
    asks: levels
      .filter((l) => l.side === 'sell')
      .map((l) => l.level)
      .sort(byPrice),
  };
}

async function notifyAll(tx: Tx, channel: string, payloads: readonly string[]): Promise<void> {
  for (const payload of payloads) await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Bumps the pair's update id and announces the change (the touched levels as they now stand, and
 * the public trades) on BOOK_CHANNEL; answers the new id.
 */
export async function announceBook(tx: Tx, pair: string, nowMs: number, touched: readonly Touched[], trades: readonly MarketTrade[]): Promise<number> {
  const seq = await bumpBook(tx, pair);
  const { bids, asks } = await levelsAt(tx, pair, touched);
  await notifyAll(tx, BOOK_CHANNEL, encodeBookEvent({ pair, seq, t: nowMs, bids, asks, trades }));
  return seq;
}

/** Announces one user's changed orders and new fills on USER_CHANNEL. */
export async function announceUser(tx: Tx, userId: number, orders: readonly OrderUpdate[], trades: readonly UserTrade[]): Promise<void> {
  if (orders.length === 0 && trades.length === 0) return;
  await notifyAll(tx, USER_CHANNEL, encodeUserEvent({ userId, orders, trades }));
}

/** `a - b`, never below zero (a display figure). */
export const left = (amount: string, filled: string): string => normal(sub(amount, filled));

/** The book's best bid and ask now (null for an empty side). */
export async function bestPrices(db: Db, pair: string): Promise<{ bid: string | null; ask: string | null }> {
  const result = await db.execute(sql`
    select (select max(price) from spot_orders where pair = ${pair} and status = 'open' and side = 'buy')::text as bid,
           (select min(price) from spot_orders where pair = ${pair} and status = 'open' and side = 'sell')::text as ask`);
  const row = rowsOf(result)[0];
  const text = (v: unknown) => (typeof v === 'string' ? normal(v) : null);
  return { bid: text(row?.bid), ask: text(row?.ask) };
}
