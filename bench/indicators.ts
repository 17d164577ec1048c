// Indicator throughput: MACD (12, 26, 9), KDJ (9, 3, 3) and TD Sequential over 100,000 bars of a
// seeded random walk, the median of BENCH_INDICATOR_RUNS runs (default 20) after a warm-up. Run by
// bench/run.mjs (`npm run bench -- indicators`); prints figures only.
import { type Bar } from '@exchange/indicators/bars';
import { kdj } from '@exchange/indicators/kdj';
import { macd } from '@exchange/indicators/macd';
import { tdSequential } from '@exchange/indicators/td-sequential';

const BARS = 100_000;
const RUNS = Number(process.env.BENCH_INDICATOR_RUNS ?? 20);

/** A deterministic random walk (mulberry32), one-minute bars. */
function randomWalk(count: number, seed = 42): Bar[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const bars: Bar[] = [];
  let close = 30_000;
  for (let i = 0; i < count; i += 1) {
    const open = close;
    close = Math.max(1, open * (1 + (random() - 0.5) * 0.004));
    const high = Math.max(open, close) * (1 + random() * 0.001);
    const low = Math.min(open, close) * (1 - random() * 0.001);
    bars.push({ time: 1_700_000_000 + i * 60, open, high, low, close, volume: random() * 10 });
  }
  return bars;
}

const bars = randomWalk(BARS);
const cases: [string, () => unknown][] = [
  ['MACD (12, 26, 9, close)', () => macd(bars)],
  ['MACD (12, 26, 9, ohlc4)', () => macd(bars, { source: 'ohlc4' })],
  ['KDJ (9, 3, 3)', () => kdj(bars)],
  ['KDJ (2000, 3, 3)', () => kdj(bars, { period: 2000 })],
  ['TD Sequential', () => tdSequential(bars)],
];

const rows = cases.map(([name, run]) => {
  for (let i = 0; i < 3; i += 1) run(); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  return {
    indicator: name,
    bars: BARS,
    'median ms per run': median.toFixed(2),
    'min ms': (times[0] ?? 0).toFixed(2),
    'max ms': (times[times.length - 1] ?? 0).toFixed(2),
    'bars/s (median)': Math.round((BARS / median) * 1000).toLocaleString('en'),
  };
});
console.log(`\nIndicators over ${BARS.toLocaleString('en')} bars (median of ${RUNS} runs)`);
console.table(rows);
