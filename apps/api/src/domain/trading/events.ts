import { z } from 'zod/mini';
import { bookLevelSchema, marketTradeSchema, userTradeSchema, type BookLevel, type MarketTrade, type UserTrade } from '@exchange/contract/book';
import { orderUpdateSchema } from '@exchange/contract/streams';

/**
 * What a trading transaction announces (NOTIFY inside the transaction, so it is delivered on commit
 * and in commit order) for every instance's hub to fan out (docs/MATCHING.md):
 *
 * - on BOOK_CHANNEL, per pair and book update id `seq`: the levels it changed, as absolute amounts
 *   (`0`: the level is gone), and the public trades it made. A change too large for one NOTIFY
 *   (Postgres's 8,000-byte limit) is split into parts of the same `seq`; the part with `last: true`
 *   closes it, and a hub publishes a `seq` only once its last part has arrived;
 * - on USER_CHANNEL, per user it touched: that user's orders as they now stand and their new fills.
 */
export const BOOK_CHANNEL = 'spot_book';
export const USER_CHANNEL = 'spot_user';

/** A NOTIFY payload stays under this many bytes (Postgres refuses 8,000 and more). */
export const MAX_PAYLOAD_BYTES = 7_800;

export const bookEventSchema = z.object({
  pair: z.string(),
  seq: z.number().check(z.int(), z.gte(1)),
  /** unix ms of the transaction */
  t: z.number().check(z.int()),
  last: z.boolean(),
  bids: z.array(bookLevelSchema),
  asks: z.array(bookLevelSchema),
  trades: z.array(marketTradeSchema),
});
export type BookEvent = z.output<typeof bookEventSchema>;

export type OrderUpdate = z.input<typeof orderUpdateSchema>;

export const userEventSchema = z.object({
  userId: z.number().check(z.int()),
  orders: z.array(orderUpdateSchema),
  trades: z.array(userTradeSchema),
});
export type UserEvent = z.output<typeof userEventSchema>;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * Splits `items` into runs whose payload (`wrap(run)`) stays under MAX_PAYLOAD_BYTES, adding up each
 * item's size (and a comma) to the empty payload's rather than serialising every candidate run; one
 * item alone is always a run of its own (every item the engine makes is far below the limit).
 */
function runs<T, P>(items: readonly T[], wrap: (run: T[]) => P, sizeOf: (item: T) => number): P[] {
  const empty = bytes(wrap([]));
  const out: P[] = [];
  let run: T[] = [];
  let size = empty;
  for (const item of items) {
    const itemSize = sizeOf(item) + 1;
    if (run.length > 0 && size + itemSize > MAX_PAYLOAD_BYTES) {
      out.push(wrap(run));
      run = [];
      size = empty;
    }
    run.push(item);
    size += itemSize;
  }
  out.push(wrap(run));
  return out;
}

type Entry = { kind: 'bid'; level: BookLevel } | { kind: 'ask'; level: BookLevel } | { kind: 'trade'; trade: MarketTrade };

/** One book change as the NOTIFY payloads that carry it, in order, the last marked `last`. */
export function encodeBookEvent(change: {
  pair: string;
  seq: number;
  t: number;
  bids: readonly BookLevel[];
  asks: readonly BookLevel[];
  trades: readonly MarketTrade[];
}): string[] {
  const entries: Entry[] = [
    ...change.bids.map((l): Entry => ({ kind: 'bid', level: l })),
    ...change.asks.map((l): Entry => ({ kind: 'ask', level: l })),
    ...change.trades.map((t): Entry => ({ kind: 'trade', trade: t })),
  ];
  const parts = runs(
    entries,
    (run) => ({
      pair: change.pair,
      seq: change.seq,
      t: change.t,
      last: false,
      bids: run.flatMap((e) => (e.kind === 'bid' ? [e.level] : [])),
      asks: run.flatMap((e) => (e.kind === 'ask' ? [e.level] : [])),
      trades: run.flatMap((e) => (e.kind === 'trade' ? [e.trade] : [])),
    }),
    (e) => bytes(e.kind === 'trade' ? e.trade : e.level),
  );
  const final = parts[parts.length - 1];
  if (final) final.last = true;
  return parts.map((p) => JSON.stringify(p));
}

/** One user's change as NOTIFY payloads (orders and fills split across parts when large). */
export function encodeUserEvent(change: { userId: number; orders: readonly OrderUpdate[]; trades: readonly UserTrade[] }): string[] {
  type UserEntry = { kind: 'order'; order: OrderUpdate } | { kind: 'trade'; trade: UserTrade };
  const entries: UserEntry[] = [
    ...change.orders.map((o): UserEntry => ({ kind: 'order', order: o })),
    ...change.trades.map((t): UserEntry => ({ kind: 'trade', trade: t })),
  ];
  return runs(
    entries,
    (run) => ({
      userId: change.userId,
      orders: run.flatMap((e) => (e.kind === 'order' ? [e.order] : [])),
      trades: run.flatMap((e) => (e.kind === 'trade' ? [e.trade] : [])),
    }),
    (e) => bytes(e.kind === 'order' ? e.order : e.trade),
  ).map((p) => JSON.stringify(p));
}

function decode<T>(schema: z.ZodMiniType<T>, payload: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A BOOK_CHANNEL payload, or null when it is not one (never throws). */
export const decodeBookEvent = (payload: string): BookEvent | null => decode(bookEventSchema, payload);
/** A USER_CHANNEL payload, or null when it is not one (never throws). */
export const decodeUserEvent = (payload: string): UserEvent | null => decode(userEventSchema, payload);
