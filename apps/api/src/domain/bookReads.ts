import { sql } from 'drizzle-orm';
import type { BookLevel, BookSnapshot, FeeRates, MarketTrade, UserTrade } from '@exchange/contract/book';
import { normal } from '@exchange/decimal/text';
import type { Db } from '../db/client';
import { rowsOf } from './sqlRows';
import { MAX_VIP_LEVEL, spotFeesOf } from './tiers';

/**
 * The matching engine's reads (packages/contract/src/book.ts): a pair's aggregated book with its
 * update id, its latest public trades, a user's own fills, a user's fee rates. Read only: the
 * engine (domain/trading/) writes what these read.
 */

/** unix ms as the contract's text (`create_time_ms`) */
const msText = (ms: number) => String(ms);

/**
 * One pair's book, `limit` levels a side (asks lowest first, bids highest first), and the book's
 * update id they are at: one statement, so under MVCC the id and the levels come from the same
 * snapshot (a trading transaction changes both or neither). Each side walks the open-order index
 * (`spot_orders_open_pair_idx`: pair, side, price where open) in price order and stops after
 * `limit` levels. A pair without a `spot_books` row has id 0.
 */
export async function readBook(db: Db, pair: string, limit: number, nowMs: number): Promise<BookSnapshot> {
  const result = await db.execute(sql`
    with asks as (
      select price, sum(amount - filled) as amount
        from spot_orders
       where pair = ${pair} and side = 'sell' and status = 'open'
       group by price
       order by price
       limit ${limit}
    ), bids as (
      select price, sum(amount - filled) as amount
        from spot_orders
       where pair = ${pair} and side = 'buy' and status = 'open'
       group by price
       order by price desc
       limit ${limit}
    )
    select coalesce((select seq from spot_books where pair = ${pair}), 0)::text as seq,
           coalesce((select json_agg(json_build_array(price::text, amount::text) order by price) from asks), '[]'::json) as asks,
           coalesce((select json_agg(json_build_array(price::text, amount::text) order by price desc) from bids), '[]'::json) as bids`);
  const [row] = rowsOf(result);
  return {
    id: Number(row?.seq ?? 0),
    current: nowMs,
    // the book keeps no time of its last change: the time it was read, when it was as answered
    update: nowMs,
    asks: levelsOf(row?.asks),
    bids: levelsOf(row?.bids),
  };
}

/** `[[price, amount], …]` from the statement's JSON (text or parsed, by driver), normalised; an emptied level (amount 0) is left out. */
function levelsOf(value: unknown): BookLevel[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return (parsed as [string, string][]).map(([price, amount]): BookLevel => [normal(price), normal(amount)]).filter(([, amount]) => amount !== '0');
}

/** A pair's latest `limit` fills as public trades, newest first (`side` the taker's; id the fill's). */
export async function readMarketTrades(db: Db, pair: string, limit: number): Promise<MarketTrade[]> {
  const result = await db.execute(sql`
    select id::text as id, side, price::text as price, amount::text as amount,
           floor(extract(epoch from created_at) * 1000)::bigint::text as ms
      from spot_fills
     where pair = ${pair}
     order by id desc
     limit ${limit}`);
  return rowsOf(result).map((r) => {
    const ms = Number(r.ms);
    return {
      id: Number(r.id),
      create_time: Math.floor(ms / 1000),
      create_time_ms: msText(ms),
      side: r.side === 'sell' ? 'sell' : 'buy',
      currency_pair: pair,
      amount: normal(String(r.amount)),
      price: normal(String(r.price)),
    };
  });
}

/**
 * A user's latest `limit` fills, newest first, on `pair` or every pair: those where their order
 * was the taker and those where it was the maker (never both: a fill has two users), each seen
 * from their side: their role, their side (a maker's is the opposite of the taker's), their fee
 * and fee asset, their order. Each half walks its (user, id) index backwards.
 */
export async function readUserTrades(db: Db, userId: number, pair: string | undefined, limit: number): Promise<UserTrade[]> {
  const onPair = pair === undefined ? sql`` : sql` and pair = ${pair}`;
  const result = await db.execute(sql`
    select id::text as id, pair, order_id::text as order_id, role, side, price::text as price, amount::text as amount, fee::text as fee, fee_asset,
           floor(extract(epoch from created_at) * 1000)::bigint::text as ms
      from (
      (select id, pair, taker_order_id as order_id, 'taker' as role, side, price, amount, taker_fee as fee, taker_fee_asset as fee_asset, created_at
         from spot_fills
        where taker_user_id = ${userId}${onPair}
        order by id desc
        limit ${limit})
      union all
      (select id, pair, maker_order_id, 'maker', case side when 'buy' then 'sell' else 'buy' end, price, amount, maker_fee, maker_fee_asset, created_at
         from spot_fills
        where maker_user_id = ${userId}${onPair}
        order by id desc
        limit ${limit})
    ) as mine
    order by id desc
    limit ${limit}`);
  return rowsOf(result).map((r) => ({
    id: Number(r.id),
    order_id: String(r.order_id),
    currency_pair: String(r.pair),
    side: r.side === 'sell' ? 'sell' : 'buy',
    role: r.role === 'maker' ? 'maker' : 'taker',
    amount: normal(String(r.amount)),
    price: normal(String(r.price)),
    fee: normal(String(r.fee)),
    fee_currency: String(r.fee_asset),
    create_time_ms: msText(Number(r.ms)),
  }));
}

/** The spot fee rates of a VIP level, clamped to the table (a guest: level 0). */
export function feeRatesOf(vipLevel: number): FeeRates {
  const level = Math.min(Math.max(0, Math.trunc(vipLevel)), MAX_VIP_LEVEL);
  const rates = spotFeesOf(level);
  return { vip_level: level, maker_fee: rates.maker, taker_fee: rates.taker };
}
