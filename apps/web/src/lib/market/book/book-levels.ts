import type { BookLevel } from '@exchange/contract/book';
import { add, compare, divideDown, isZero, multiply, parseDecimal, subtract, toText, ZERO, type Dec } from '@exchange/decimal/dec';

/**
 * The order book's algebra, on decimal text (packages/decimal; never floating point, but for the
 * width of a depth bar): a side kept as price → amount, Gate's update-id rule, the sides sorted
 * best first, grouped by a multiple of the tick, cumulative sums, best bid and ask, spread and mid.
 * Pure.
 */

export type BookSideName = 'bids' | 'asks';

/** One side: canonical price text → amount text (never zero). */
export type SideLevels = Map<string, string>;

/** How a stream update stands against the book's id (Gate's rule, book.ts bookSnapshotSchema). */
export type UpdateVerdict = 'stale' | 'apply' | 'gap';

/**
 * Gate's rule for an update `U`…`u` against a book at `id`: already in it when `u` ≤ `id`; the
 * first update after a snapshot applies when `U` ≤ `id` + 1 ≤ `u`, each later one when `U` = `id` + 1;
 * anything else is a gap (read the snapshot again).
 */
export function updateVerdict(id: number, firstAfterSnapshot: boolean, U: number, u: number): UpdateVerdict {
  if (u <= id) return 'stale';
  if (firstAfterSnapshot) return U <= id + 1 ? 'apply' : 'gap';
  return U === id + 1 ? 'apply' : 'gap';
}

/** A side from levels as a snapshot sends them (zero amounts and malformed text left out). */
export function sideOf(levels: readonly BookLevel[]): SideLevels {
  const side: SideLevels = new Map();
  applyLevels(side, levels);
  return side;
}

/** Sets each level's absolute amount on the side (`0`: the level is gone). */
export function applyLevels(side: SideLevels, levels: readonly BookLevel[]): void {
  for (const [priceText, amountText] of levels) {
    const price = parseDecimal(priceText);
    const amount = parseDecimal(amountText);
    if (!price || !amount) continue;
    const key = toText(price);
    if (isZero(amount)) side.delete(key);
    else side.set(key, toText(amount));
  }
}

const byPriceUp = (a: readonly [Dec, string, string], b: readonly [Dec, string, string]) => compare(a[0], b[0]);

/** The side's levels best first (bids highest, asks lowest), at most `limit` of them. */
export function sortedLevels(side: SideLevels, name: BookSideName, limit = Infinity): BookLevel[] {
  const rows: [Dec, string, string][] = [];
  for (const [price, amount] of side) {
    const d = parseDecimal(price);
    if (d) rows.push([d, price, amount]);
  }
  rows.sort(byPriceUp);
  if (name === 'bids') rows.reverse();
  return rows.slice(0, limit).map(([, price, amount]) => [price, amount]);
}

/** The pair's tick: one unit of its last price decimal (`price_decimals` 2 → 0.01). */
export function tickOf(priceDecimals: number): Dec {
  return { units: 1n, scale: priceDecimals };
}

/** The grouping steps a pair offers: its tick × 1, 10, 100 and 1000. */
export const GROUP_FACTORS = [1, 10, 100, 1000] as const;
export type GroupFactor = (typeof GROUP_FACTORS)[number];

/** tick × factor as exact decimal. */
export function groupStep(priceDecimals: number, factor: GroupFactor): Dec {
  // canonical (0.01 × 10 is 0.1, not 0.10): grouped prices show the step's own decimals
  const step = multiply(tickOf(priceDecimals), { units: BigInt(factor), scale: 0 });
  return parseDecimal(toText(step)) ?? step;
}

/** A price on the step's grid: down for bids (never better than it is), up for asks. */
export function bucketOf(price: Dec, step: Dec, name: BookSideName): Dec {
  const scale = Math.max(price.scale, step.scale);
  const p = price.units * 10n ** BigInt(scale - price.scale);
  const s = step.units * 10n ** BigInt(scale - step.scale);
  const down = (p / s) * s;
  const units = name === 'bids' || down === p ? down : down + s;
  return { units, scale };
}

/**
 * Levels (best first) merged onto the step's grid, bids rounded down and asks up, amounts summed;
 * still best first. Prices as text with the step's decimals.
 */
export function groupLevels(levels: readonly BookLevel[], step: Dec, name: BookSideName): BookLevel[] {
  const out: [string, Dec][] = [];
  for (const [priceText, amountText] of levels) {
    const price = parseDecimal(priceText);
    const amount = parseDecimal(amountText);
    if (!price || !amount) continue;
    const bucket = toText(bucketOf(price, step, name), step.scale);
    const last = out.at(-1);
    // levels come best first, so a bucket's levels are neighbours
    if (last && last[0] === bucket) last[1] = add(last[1], amount);
    else out.push([bucket, amount]);
  }
  return out.map(([price, amount]) => [price, toText(amount)]);
}

/** One row as the book panel shows it. */
export interface DepthRow {
  readonly price: string;
  readonly amount: string;
  /** the amounts from the best level through this one */
  readonly cumulative: string;
  /** cumulative ÷ the larger side's total, 0–1: a bar's width only (a float) */
  readonly share: number;
}

/** The running sums of levels taken best first. */
export function cumulativeOf(levels: readonly BookLevel[]): string[] {
  let sum = ZERO;
  return levels.map(([, amount]) => {
    sum = add(sum, parseDecimal(amount) ?? ZERO);
    return toText(sum);
  });
}

/**
 * Both sides' rows (best first, at most `rows` each) with cumulative sums and the bars' shares, both
 * sides measured against the same total (the larger side's at the rows shown), so bars compare.
 */
export function depthRows(bids: readonly BookLevel[], asks: readonly BookLevel[], rows: number): { bids: DepthRow[]; asks: DepthRow[] } {
  const b = bids.slice(0, rows);
  const a = asks.slice(0, rows);
  const bidSums = cumulativeOf(b);
  const askSums = cumulativeOf(a);
  const most = Math.max(Number(bidSums.at(-1) ?? 0), Number(askSums.at(-1) ?? 0));
  const row = (levels: readonly BookLevel[], sums: string[]) =>
    levels.map(([price, amount], i): DepthRow => {
      const cumulative = sums[i] ?? '0';
      return { price, amount, cumulative, share: most > 0 ? Math.min(1, Number(cumulative) / most) : 0 };
    });
  return { bids: row(b, bidSums), asks: row(a, askSums) };
}

/** The best bid and ask, the spread (ask − bid) and the mid ((ask + bid) ÷ 2); undefined where a side is empty. */
export interface Touch {
  readonly bid: string | undefined;
  readonly ask: string | undefined;
  readonly spread: string | undefined;
  readonly mid: string | undefined;
}

export function touchOf(bids: readonly BookLevel[], asks: readonly BookLevel[]): Touch {
  const bidText = bids[0]?.[0];
  const askText = asks[0]?.[0];
  const bid = bidText === undefined ? undefined : parseDecimal(bidText);
  const ask = askText === undefined ? undefined : parseDecimal(askText);
  if (!bid || !ask) return { bid: bidText, ask: askText, spread: undefined, mid: undefined };
  const sum = add(bid, ask);
  const mid = divideDown(sum, { units: 2n, scale: 0 }, sum.scale + 1);
  return { bid: bidText, ask: askText, spread: toText(subtract(ask, bid)), mid: mid ? toText(mid) : undefined };
}
