import { sql, type SQL } from 'drizzle-orm';
import type { StatementRow, StatementType } from '@exchange/contract/statement';
import { normal } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { rowsOf } from '../sqlRows';

/**
 * The account statement (docs/WALLET.md "Statement"): the user's money movements from every
 * table that moves money, as one `union all` of SOURCES, filtered, ordered and paged in SQL.
 *
 * **Extension point.** A source is a function of the user id giving a SELECT with exactly these
 * columns, in this order:
 *
 *   type text, currency text, amount numeric (signed: + in, − out), at timestamptz,
 *   src text, src_id bigint, leg int, pair text, side text, price text, network text, tx_hash text
 *
 * (`src`, `src_id`, `leg` identify the row: the row's id is `<src>-<src_id>` plus the leg's name
 * when a source gives more than one row per record; unused columns are null). Withdrawals and
 * internal transfers join by adding their source to SOURCES (and their `type` to the contract's
 * STATEMENT_TYPES); nothing else changes. Rows are ordered newest first, then by `src`, `src_id`
 * descending and `leg` ascending, a total order, so offset pages are stable.
 */
type Source = (userId: number) => SQL;

/** Credited deposits: +amount at the moment of the credit. */
const depositRows: Source = (userId) => sql`
  select 'deposit'::text as type, d.currency, d.amount, d.credited_at as at,
         'deposit'::text as src, d.id as src_id, 0 as leg,
         null::text as pair, null::text as side, null::text as price, d.network, d.tx_hash
    from deposits d
   where d.user_id = ${userId} and d.status = 'confirmed'`;

/**
 * Each fill of the user (as taker or maker, never both: spot_fills_two_users): what was paid (leg
 * 0, −), what was received before the fee (leg 1, +), and the fee when there is one (leg 2, −, in
 * the currency received). A buy pays the quote (price × amount) and receives the base.
 */
const fillRows: Source = (userId) => sql`
  select l.type, l.currency, l.amount, f.created_at as at,
         'fill'::text as src, f.id as src_id, l.leg,
         f.pair, f.my_side as side, f.price::text as price, null::text as network, null::text as tx_hash
    from (select f.*,
                 case when f.taker_user_id = ${userId} then f.side when f.side = 'buy' then 'sell' else 'buy' end as my_side,
                 case when f.taker_user_id = ${userId} then f.taker_fee else f.maker_fee end as my_fee,
                 case when f.taker_user_id = ${userId} then f.taker_fee_asset else f.maker_fee_asset end as my_fee_asset,
                 split_part(f.pair, '_', 1) as base, split_part(f.pair, '_', 2) as quote
            from spot_fills f
           where f.taker_user_id = ${userId} or f.maker_user_id = ${userId}) f
   cross join lateral (values
     ('trade'::text, 0, case when f.my_side = 'buy' then f.quote else f.base end, -(case when f.my_side = 'buy' then f.price * f.amount else f.amount end)),
     ('trade'::text, 1, case when f.my_side = 'buy' then f.base else f.quote end, case when f.my_side = 'buy' then f.amount else f.price * f.amount end),
     ('fee'::text, 2, f.my_fee_asset, -f.my_fee)
   ) as l(type, leg, currency, amount)
   where l.leg < 2 or f.my_fee > 0`;

/** Every source of the statement (see the extension point above). */
const SOURCES: readonly Source[] = [depositRows, fillRows];

/** The name of each leg in a row's id (a source with one row per record uses leg 0 and no suffix). */
const LEG_NAMES: Record<string, readonly string[]> = { fill: ['paid', 'received', 'fee'] };

export interface StatementFilter {
  type?: StatementType;
  currency?: string;
  /** unix seconds, inclusive */
  from?: number;
  /** unix seconds, exclusive */
  to?: number;
}

function filtered(userId: number, filter: StatementFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.type) where.push(sql`s.type = ${filter.type}`);
  if (filter.currency) where.push(sql`s.currency = ${filter.currency}`);
  if (filter.from !== undefined) where.push(sql`s.at >= ${new Date(filter.from * 1000).toISOString()}::timestamptz`);
  if (filter.to !== undefined) where.push(sql`s.at < ${new Date(filter.to * 1000).toISOString()}::timestamptz`);
  const union = sql.join(
    SOURCES.map((source) => source(userId)),
    sql` union all `,
  );
  return sql`(${union}) s where ${sql.join(where, sql` and `)}`;
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toRow(r: Record<string, unknown>): StatementRow {
  const src = String(r.src);
  const leg = Number(r.leg);
  const legName = LEG_NAMES[src]?.[leg];
  const side = text(r.side);
  const price = text(r.price);
  return {
    id: `${src}-${String(r.src_id)}${legName ? `-${legName}` : ''}`,
    type: String(r.type),
    currency: String(r.currency),
    amount: normal(String(r.amount)),
    time_ms: Number(r.time_ms),
    pair: text(r.pair),
    side: side === 'buy' || side === 'sell' ? side : null,
    price: price === null ? null : normal(price),
    network: text(r.network),
    tx_hash: text(r.tx_hash),
  };
}

/** One page of the user's statement (newest first) and how many rows match. */
export async function readStatement(
  db: Db,
  userId: number,
  filter: StatementFilter,
  page: { offset: number; limit: number },
): Promise<{ list: StatementRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select s.type, s.currency, s.amount::text as amount, (extract(epoch from s.at) * 1000)::bigint as time_ms, s.src, s.src_id, s.leg, s.pair, s.side, s.price, s.network, s.tx_hash
        from ${filtered(userId, filter)}
       order by s.at desc, s.src desc, s.src_id desc, s.leg asc
       limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from ${filtered(userId, filter)}`),
  ]);
  return { list: rowsOf(rows).map(toRow), total: Number(rowsOf(counted)[0]?.n ?? 0) };
}
