import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prng } from '../seed/data/markets';
import { insertCandles } from './candles';
import { DAY_MS, MINUTE_MS, formatPrice, formatVolume, type Candle, type InstrumentSpec } from './simulator';

/** Which instruments get history: the most active (every-tick) spot USDT pairs and live contracts. */
export function backfillTargets(specs: readonly InstrumentSpec[]): InstrumentSpec[] {
  return specs.filter((s) => s.activity >= 1 && ((s.kind === 'spot' && s.name.endsWith('_USDT')) || s.kind === 'futures'));
}

/**
 * `days` of 1-minute candles ending at the minute before `nowMs`, walking backwards from the
 * instrument's price with its volatility (seeded by seed and name: the same inputs give the same
 * history). Each minute opens at the previous one's close and the last closes at the price.
 */
export function historyOf(spec: InstrumentSpec, seed: string, nowMs: number, days: number): Candle[] {
  const random = prng(`${seed}:backfill:${spec.kind}:${spec.name}`);
  const minutes = Math.round((days * DAY_MS) / MINUTE_MS);
  const end = Math.floor(nowMs / MINUTE_MS) * 60;
  const sigma = spec.volatility * Math.sqrt(MINUTE_MS / DAY_MS);
  const unit = 10 ** -spec.decimals;
  const perMinute = spec.quoteVolume24h / (DAY_MS / MINUTE_MS);
  const out: Candle[] = [];
  let close = spec.price;
  for (let i = 1; i <= minutes; i += 1) {
    const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const open = Math.max(unit, close * Math.exp(-sigma * Math.max(-6, Math.min(6, z))));
    const high = Math.max(open, close) * (1 + random() * sigma);
    const low = Math.max(unit, Math.min(open, close) * (1 - random() * sigma));
    const quote = perMinute * (0.4 + random() * 1.2);
    const d = spec.decimals;
    out.push({
      kind: spec.kind,
      name: spec.name,
      t: end - i * 60,
      o: formatPrice(open, d),
      h: formatPrice(high, d),
      l: formatPrice(low, d),
      c: formatPrice(close, d),
      base: formatVolume(quote / ((open + close) / 2)),
      quote: formatVolume(quote),
    });
    close = open;
  }
  return out.reverse();
}

/**
 * Candles per insert statement. The backfill runs while the API answers (ticks and requests flow
 * meanwhile), and on PGlite each statement holds this process's event loop: 1,000 candles ~15 ms
 * (5,000 held it ~60 ms).
 */
export const BACKFILL_ROWS = 1000;

/**
 * Writes `days` of history for the backfill targets that have no candle older than an hour (a
 * fresh database, or one whose history was pruned); minutes already stored are kept. Returns the
 * number of candles written.
 */
export async function backfillCandles(db: Db, specs: readonly InstrumentSpec[], seed: string, nowMs: number, days: number): Promise<number> {
  if (days <= 0) return 0;
  const hourAgo = Math.floor(nowMs / 1000) - 3600;
  const result = await db.execute(sql`select distinct market || ':' || name as key from candles_1m where t < ${hourAgo}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { key: string }[];
  const done = new Set(rows.map((r) => r.key));
  let written = 0;
  for (const spec of backfillTargets(specs)) {
    if (done.has(`${spec.kind}:${spec.name}`)) continue;
    const candles = historyOf(spec, seed, nowMs, days);
    for (let i = 0; i < candles.length; i += BACKFILL_ROWS) {
      await insertCandles(db, candles.slice(i, i + BACKFILL_ROWS));
      // a turn of the event loop between statements: on PGlite they resolve without leaving the
      // microtask queue, and the whole backfill held the loop for seconds
      await nextTurn();
    }
    written += candles.length;
  }
  return written;
}
