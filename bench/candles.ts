// Candle queries on PGlite: the HTTP candles call's one SQL statement (queryCandles) for 1,000
// periods of several resolutions, over 1,000 hours (60,000 minutes) of stored 1-minute candles of
// one market among others, the median of BENCH_CANDLE_RUNS runs (default 20) after a warm-up; and
// the seconds rings' memory for the seeded markets. Run by bench/run.mjs (`npm run bench -- candles`);
// prints figures only. The default CANDLE_RETENTION_DAYS keeps 3 days (4,320 minutes a market), so
// `1h × 72` is the most a 1h query reads by default; the other rows show longer retentions.
import { openDb } from '../apps/api/src/db/client';
import { prepareDb } from '../apps/api/src/seed/prepare';
import { bucketRange, insertCandles, queryCandles, type MinuteInterval } from '../apps/api/src/market/candles';
import { loadMarketRows, recordsSeconds, specOf } from '../apps/api/src/market/instruments';
import { BYTES_PER_INSTRUMENT } from '../apps/api/src/market/seconds';
import type { Candle } from '../apps/api/src/market/simulator';

const RUNS = Number(process.env.BENCH_CANDLE_RUNS ?? 20);
const MINUTES = 60_000;
const END = Math.floor(Date.UTC(2026, 10, 22) / 1000);

const handle = await openDb();
await prepareDb(handle);
try {
  const keeping = (await loadMarketRows(handle.db)).map(specOf).filter(recordsSeconds).length;
  let price = 30_000;
  for (const name of ['BTC_USDT', 'ETH_USDT', 'SOL_USDT']) {
    for (let from = 0; from < MINUTES; from += 10_000) {
      const chunk: Candle[] = [];
      for (let i = from; i < from + 10_000; i += 1) {
        const o = price;
        price = Math.max(1, o * (1 + Math.sin(i * 7.3) * 0.002));
        chunk.push({
          kind: 'spot',
          name,
          t: END - (MINUTES - i) * 60,
          o: o.toFixed(2),
          h: (Math.max(o, price) * 1.0005).toFixed(2),
          l: (Math.min(o, price) * 0.9995).toFixed(2),
          c: price.toFixed(2),
          base: '0.5',
          quote: (o / 2).toFixed(2),
        });
      }
      await insertCandles(handle.db, chunk);
    }
  }
  const rows = [];
  const cases: [MinuteInterval, number][] = [
    ['1m', 1000],
    ['5m', 1000],
    ['1h', 72],
    ['1h', 1000],
    ['4h', 1000],
    ['1d', 1000],
    ['7d', 1000],
    ['30d', 1000],
  ];
  for (const [interval, limit] of cases) {
    const range = bucketRange(interval, END - 1, limit);
    const run = () => queryCandles(handle.db, 'spot', 'BTC_USDT', interval, range);
    for (let i = 0; i < 3; i += 1) await run(); // warm up
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      count = (await run()).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      interval,
      limit,
      candles: count,
      'minutes read': Math.min(MINUTES, Math.ceil((END - range.first) / 60)),
      'median ms': (times[Math.floor(times.length / 2)] ?? 0).toFixed(1),
      'max ms': (times[times.length - 1] ?? 0).toFixed(1),
    });
  }
  console.log(`\nCandle queries on PGlite (3 markets × ${MINUTES.toLocaleString('en')} stored minutes; median of ${RUNS} runs)`);
  console.table(rows);
  console.log(
    `Seconds rings: ${keeping} seeded instruments keep seconds × ${BYTES_PER_INSTRUMENT.toLocaleString('en')} bytes = ${((keeping * BYTES_PER_INSTRUMENT) / 1e6).toFixed(1)} MB per API instance at most`,
  );
} finally {
  await handle.close();
}
