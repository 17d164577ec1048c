// Search ranking per keystroke over the site's spot markets (target: well under 1 ms on
// 2,700 coins). Run by bench/run.mjs with API_URL set to the bench's API; prints figures only.
import { marketSpots } from '@exchange/contract/market';
import { spotRow } from '../apps/web/src/lib/market/rows';
import { buildSearchIndex, search } from '../apps/web/src/lib/search/search-rank';

const api = process.env.API_URL ?? 'http://127.0.0.1:4000';
const response = await fetch(`${api}/apiw/v2/market/spots?exchange_type=ALL`);
const rows = marketSpots.answer.parse(await response.json()).data.map(spotRow);

const t0 = performance.now();
const index = buildSearchIndex(rows, (r) => ({ base: r.base, quote: r.quote, name: r.name, pair: r.id, volumeUsd: Number(r.volume) || 0 }));
const buildMs = performance.now() - t0;

// what a trader types, one keystroke at a time
const typed = ['bitcoin', 'eth', 'usdt', 'sol', 'doge', 'x', 'btc/usdt', 'pepe'];
const keystrokes = typed.flatMap((word) => Array.from(word, (_, i) => word.slice(0, i + 1)));
for (let i = 0; i < 200; i += 1) for (const q of keystrokes) search(index, q, 50); // warm up
const times: number[] = [];
for (let round = 0; round < 200; round += 1) {
  for (const q of keystrokes) {
    const start = performance.now();
    search(index, q, 50);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
console.log(
  JSON.stringify({
    markets: rows.length,
    'index build (ms)': buildMs.toFixed(2),
    keystrokes: times.length,
    'median per keystroke (ms)': at(0.5).toFixed(4),
    'p99 per keystroke (ms)': at(0.99).toFixed(4),
    'max (ms)': at(1).toFixed(4),
  }),
);
