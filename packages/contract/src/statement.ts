import { z } from 'zod/mini';
import { defineCall, intField, ok, unlessMissing } from './define';

/**
 * The account statement (`/myaccount/mypurselog`, `/myaccount/account_statement`; docs/WALLET.md
 * "Statement"): every movement of the user's money, newest first, one row per currency moved.
 *
 * - `deposit`: a credited deposit (+amount).
 * - `withdrawal`: what a withdrawal sends (−receive amount) when it is placed, and back (+) when it
 *   fails or is cancelled.
 * - `transfer`: an internal transfer, − for the sender, + for the recipient (each sees their own
 *   row, the other side named by UID only).
 * - `code`: a deposit code: − when created, + back when cancelled; + to the user who redeems it.
 * - `trade`: each fill makes two rows, what was paid (−) and what was received (+, before the fee).
 * - `fee`: the fill's fee (−, in the currency received), and a withdrawal's network fee (− when
 *   placed, + back when it fails or is cancelled).
 *
 * A client shows a type it does not know by its name. Amounts are signed decimal text; times unix
 * milliseconds.
 */

export const STATEMENT_TYPES = ['deposit', 'withdrawal', 'transfer', 'code', 'trade', 'fee'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];
export const STATEMENT_PAGE_SIZE = 20;
export const STATEMENT_PAGE_MAX = 100;
/** The most rows one CSV export holds (the newest); narrow the dates for more. */
export const STATEMENT_CSV_MAX = 10_000;
/** Latest moment a range may name (unix seconds, 2100-01-01). */
const MAX_SECONDS = 4_102_444_800;

const signedDecimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

export const statementRowSchema = z.object({
  /**
   * stable and unique: `deposit-<id>`, `fill-<id>-paid` / `-received` / `-fee`,
   * `withdrawal-<id>-sent` / `-fee` / `-refund` / `-fee_refund`, `transfer-<id>-out` / `-in`,
   * `code-<id>-created` / `-cancelled` / `-redeemed`
   */
  id: z.string(),
  type: z.string(),
  currency: z.string(),
  /** signed: + money in, − money out */
  amount: signedDecimal,
  /**
   * the currency's balance after this row, as the statement counts it: available + locked, less
   * what pending and processing withdrawals hold (they left with their first row)
   */
  balance: signedDecimal,
  time_ms: z.number().check(z.int(), z.gte(0)),
  /** the spot pair of a trade or fee row, else null */
  pair: z.nullable(z.string()),
  /** the user's side of a trade or fee row, else null */
  side: z.nullable(z.enum(['buy', 'sell'])),
  /** the fill's price of a trade or fee row, else null */
  price: z.nullable(z.string()),
  /** the chain network of a deposit or withdrawal, else null */
  network: z.nullable(z.string()),
  /** the chain transaction of a deposit or a completed withdrawal, else null */
  tx_hash: z.nullable(z.string()),
  /** a withdrawal's destination address, else null */
  address: z.nullable(z.string()),
  /** the other side's UID of an internal transfer (what the transfer screens show), else null */
  counterparty_uid: z.nullable(z.number().check(z.int(), z.gte(0))),
});
export type StatementRow = z.output<typeof statementRowSchema>;

/**
 * The filters both statement calls take: `type` one of STATEMENT_TYPES, `currency`, and the range
 * `from` ≤ time < `to` in unix seconds (either side optional).
 */
const filters = {
  type: z.optional(z.enum(STATEMENT_TYPES, { error: unlessMissing(`type must be one of ${STATEMENT_TYPES.join(', ')}`) })),
  currency: z.optional(z.string().check(z.regex(/^[A-Z0-9]{1,20}$/, { error: unlessMissing('currency must be a currency code such as USDT') }))),
  from: z.optional(intField('from', 0, MAX_SECONDS)),
  to: z.optional(intField('to', 0, MAX_SECONDS)),
};

/**
 * The logged-in user's statement, newest first (rows of one moment in a fixed order, so pages never
 * overlap or skip while nothing new arrives); `page` ≥ 1, `size` 1…STATEMENT_PAGE_MAX (default
 * 20). A page past the end answers an empty list with the true total. 401 for guests; 400 when
 * `from` is after `to`. Fallback: an empty page.
 */
export const accountStatement = defineCall({
  method: 'GET',
  path: '/apiw/v2/wallet/statement',
  request: z.strictObject({
    ...filters,
    page: z.optional(intField('page', 1, 100_000)),
    size: z.optional(intField('size', 1, STATEMENT_PAGE_MAX)),
  }),
  answer: ok(
    z.object({
      list: z.array(statementRowSchema),
      page: z.number().check(z.int(), z.gte(1)),
      size: z.number().check(z.int(), z.gte(1), z.lte(STATEMENT_PAGE_MAX)),
      total: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  fallback: { code: 0, message: '', data: { list: [], page: 1, size: STATEMENT_PAGE_SIZE, total: 0 } },
});

/** The CSV export's columns, in order (the first line of the file). */
export const STATEMENT_CSV_COLUMNS = [
  'time',
  'type',
  'currency',
  'amount',
  'balance',
  'pair',
  'side',
  'price',
  'network',
  'tx_hash',
  'address',
  'counterparty_uid',
  'id',
] as const;

/**
 * The same rows as a CSV file (`text/csv`, `Content-Disposition: attachment`), the newest
 * STATEMENT_CSV_MAX of the filters; a page links to it (a download, not a fetch). Columns
 * STATEMENT_CSV_COLUMNS, `time` in ISO 8601 UTC. RFC 4180 quoting; a text cell that starts with
 * = + - @, a tab or a carriage return is prefixed with `'` so a spreadsheet never runs it as a
 * formula, while amounts and prices stay plain decimal text. Errors answer the JSON envelope.
 * Fallback: an empty file.
 */
export const accountStatementCsv = defineCall({
  method: 'GET',
  path: '/apiw/v2/wallet/statement/csv',
  request: z.strictObject(filters),
  answer: z.string(),
  fallback: '',
});
