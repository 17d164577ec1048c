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
 *   src text, src_id bigint, leg int, pair text, side text, price text, network text, tx_hash text,
 *   address text, counterparty_uid int
 *
 * (`src`, `src_id`, `leg` identify the row: the row's id is `<src>-<src_id>` plus the leg's name
 * when a source gives more than one row per record; unused columns are null). Another table that
 * moves money joins by adding its source to SOURCES (and a new `type` to the contract's
 * STATEMENT_TYPES); nothing else changes. Rows are ordered newest first, then by `src`, `src_id`
 * descending and `leg` ascending, a total order, so offset pages are stable.
 *
 * **The rule.** For every user and currency, the sum of the statement's amounts is what the user
 * holds (available + locked) less what pending and processing withdrawals hold (their amount left
 * with their first rows) less what was given outside these tables (the seed's demo balances). Each
 * row's `balance` is that holding after the row: today's, less the newer rows of its currency.
 */
type Source = (userId: number) => SQL;

/** Credited deposits: +amount at the moment of the credit. */
const depositRows: Source = (userId) => sql`
  select 'deposit'::text as type, d.currency, d.amount, d.credited_at as at,
         'deposit'::text as src, d.id as src_id, 0 as leg,
         null::text as pair, null::text as side, null::text as price, d.network, d.tx_hash,
         null::text as address, null::int as counterparty_uid
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
         f.pair, f.my_side as side, f.price::text as price, null::text as network, null::text as tx_hash,
         null::text as address, null::int as counterparty_uid
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

/**
 * Withdrawals (docs/WALLET.md "Money out"): placing one takes its amount from available (into
 * locked until the chain takes it); the statement shows it leaving then, as what is sent (leg 0,
 * −receive amount, `withdrawal`) and the network fee (leg 1, −fee, `fee`, when not zero). A failed
 * or cancelled one gives both back when it settled (legs 2 and 3, +). A completed one moves nothing
 * more: the money had left.
 */
const withdrawalRows: Source = (userId) => sql`
  select l.type, w.currency, l.amount, l.at,
         'withdrawal'::text as src, w.id as src_id, l.leg,
         null::text as pair, null::text as side, null::text as price, w.network, w.tx_hash,
         w.address, null::int as counterparty_uid
    from withdrawals w
   cross join lateral (values
     ('withdrawal'::text, 0, -w.receive_amount, w.created_at, true),
     ('fee'::text, 1, -w.fee, w.created_at, w.fee > 0),
     ('withdrawal'::text, 2, w.receive_amount, w.updated_at, w.status in ('failed', 'cancelled')),
     ('fee'::text, 3, w.fee, w.updated_at, w.fee > 0 and w.status in ('failed', 'cancelled'))
   ) as l(type, leg, amount, at, shown)
   where w.user_id = ${userId} and l.shown`;

/**
 * Internal transfers: − to the sender (leg 0), + to the recipient (leg 1), at once; the other side
 * by UID only (the transfer screens show no more). A user is never both (a CHECK).
 */
const transferRows: Source = (userId) => sql`
  select 'transfer'::text as type, t.currency, case when t.from_user_id = ${userId} then -t.amount else t.amount end as amount, t.created_at as at,
         'transfer'::text as src, t.id as src_id, case when t.from_user_id = ${userId} then 0 else 1 end as leg,
         null::text as pair, null::text as side, null::text as price, null::text as network, null::text as tx_hash,
         null::text as address, u.uid as counterparty_uid
    from internal_transfers t
    join users u on u.id = case when t.from_user_id = ${userId} then t.to_user_id else t.from_user_id end
   where t.from_user_id = ${userId} or t.to_user_id = ${userId}`;

/**
 * Deposit codes: − to the creator when created (leg 0), + back when cancelled (leg 1), + to the
 * user who redeemed it when redeemed (leg 2; a user never redeems their own code).
 */
const codeRows: Source = (userId) => sql`
  select 'code'::text as type, c.currency, l.amount, l.at,
         'code'::text as src, c.id as src_id, l.leg,
         null::text as pair, null::text as side, null::text as price, null::text as network, null::text as tx_hash,
         null::text as address, null::int as counterparty_uid
    from deposit_codes c
   cross join lateral (values
     (0, -c.amount, c.created_at, c.user_id = ${userId}),
     (1, c.amount, c.updated_at, c.user_id = ${userId} and c.status = 'cancelled'),
     (2, c.amount, c.updated_at, c.redeemed_by = ${userId})
   ) as l(leg, amount, at, shown)
   where (c.user_id = ${userId} or c.redeemed_by = ${userId}) and l.shown`;

/** Every source of the statement (see the extension point above). */
const SOURCES: readonly Source[] = [depositRows, withdrawalRows, transferRows, codeRows, fillRows];

/** The name of each leg in a row's id (a source with one row per record uses leg 0 and no suffix). */
const LEG_NAMES: Record<string, readonly string[]> = {
  fill: ['paid', 'received', 'fee'],
  withdrawal: ['sent', 'fee', 'refund', 'fee_refund'],
  transfer: ['out', 'in'],
  code: ['created', 'cancelled', 'redeemed'],
};

export interface StatementFilter {
  type?: StatementType;
  currency?: string;
  /** unix seconds, inclusive */
  from?: number;
  /** unix seconds, exclusive */
  to?: number;
}

/**
 * Every row of the user with its balance after it: what the user holds now in the row's currency
 * (available + locked − what open withdrawals hold) less the rows after it in the total order.
 */
function withBalances(userId: number): SQL {
  const union = sql.join(
    SOURCES.map((source) => source(userId)),
    sql` union all `,
  );
  return sql`(
    select u.*,
           coalesce(h.held, 0) - coalesce(sum(u.amount) over (partition by u.currency order by u.at desc, u.src desc, u.src_id desc, u.leg asc
                                                                rows between unbounded preceding and 1 preceding), 0) as balance
      from (${union}) u
      left join (
        select b.asset, b.available + b.locked - coalesce((
                 select sum(w.amount) from withdrawals w
                  where w.user_id = b.user_id and w.currency = b.asset and w.status in ('pending', 'processing')), 0) as held
          from balances b
         where b.user_id = ${userId}
      ) h on h.asset = u.currency
  )`;
}

function filtered(userId: number, filter: StatementFilter, balances = false): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.type) where.push(sql`s.type = ${filter.type}`);
  if (filter.currency) where.push(sql`s.currency = ${filter.currency}`);
  if (filter.from !== undefined) where.push(sql`s.at >= ${new Date(filter.from * 1000).toISOString()}::timestamptz`);
  if (filter.to !== undefined) where.push(sql`s.at < ${new Date(filter.to * 1000).toISOString()}::timestamptz`);
  const rows = balances
    ? withBalances(userId)
    : sql`(${sql.join(
        SOURCES.map((source) => source(userId)),
        sql` union all `,
      )})`;
  return sql`${rows} s where ${sql.join(where, sql` and `)}`;
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
    balance: normal(String(r.balance)),
    time_ms: Number(r.time_ms),
    pair: text(r.pair),
    side: side === 'buy' || side === 'sell' ? side : null,
    price: price === null ? null : normal(price),
    network: text(r.network),
    tx_hash: text(r.tx_hash),
    address: text(r.address),
    counterparty_uid: r.counterparty_uid === null || r.counterparty_uid === undefined ? null : Number(r.counterparty_uid),
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
      select s.type, s.currency, s.amount::text as amount, s.balance::text as balance, (extract(epoch from s.at) * 1000)::bigint as time_ms,
             s.src, s.src_id, s.leg, s.pair, s.side, s.price, s.network, s.tx_hash, s.address, s.counterparty_uid
        from ${filtered(userId, filter, true)}
       order by s.at desc, s.src desc, s.src_id desc, s.leg asc
       limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as n from ${filtered(userId, filter)}`),
  ]);
  return { list: rowsOf(rows).map(toRow), total: Number(rowsOf(counted)[0]?.n ?? 0) };
}
