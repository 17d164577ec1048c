// The order book's paint cost per update in the browser's data path, without the browser: a
// 100-level book per side takes BOOK_UPDATES updates (each moving one to three levels, as the
// hub's 100 ms merges do), each painted in its own frame (the worst case: the store coalesces
// updates that share a frame into one paint), and the panel's model built from every paint at the
// tick and at the tick × 10 (grouping, cumulative sums, bar shares, own orders). Prints the median
// and the 95th percentile per update; React's render of the rows that changed comes on top (the
// rows are memoised: a paint re-renders only those). Run by bench/run.mjs (`npm run bench -- book`).
import { BookStore, type BookLink, type BookUpdate } from '../apps/web/src/lib/market/book/book-store';
import { BOOK_ROWS, panelModel, ownLevels } from '../apps/web/src/features/trade/book-view';

const UPDATES = Number(process.env.BOOK_UPDATES ?? 2_000);
const LEVELS = 100;
const MID = 60_000;

let push: (update: BookUpdate) => void = () => undefined;
const link: BookLink = {
  stream: (_pair, onUpdate) => {
    push = onUpdate;
    return { stop: () => undefined };
  },
  snapshot: async () => ({
    id: 1,
    current: 0,
    update: 0,
    bids: Array.from({ length: LEVELS }, (_, i): [string, string] => [(MID - 0.1 * (i + 1)).toFixed(1), '0.5']),
    asks: Array.from({ length: LEVELS }, (_, i): [string, string] => [(MID + 0.1 * (i + 1)).toFixed(1), '0.5']),
  }),
};
let frame: (() => void) | undefined;
const store = new BookStore('BTC_USDT', link, { request: (paint) => ((frame = paint), 1), cancel: () => undefined });
store.start();
await new Promise((resolve) => setTimeout(resolve, 0));
frame?.();
const own = ownLevels([{ side: 'buy', type: 'limit', price: String(MID - 1) }], 1, 1);
const ownGrouped = ownLevels([{ side: 'buy', type: 'limit', price: String(MID - 1) }], 1, 10);

const costs: number[] = [];
let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
for (let i = 0; i < UPDATES; i += 1) {
  const changes = 1 + Math.floor(random() * 3);
  const level = (): [string, string] => [
    (MID + (random() < 0.5 ? -1 : 1) * 0.1 * (1 + Math.floor(random() * LEVELS))).toFixed(1),
    random() < 0.1 ? '0' : random().toFixed(4),
  ];
  const b: [string, string][] = [];
  const a: [string, string][] = [];
  for (let c = 0; c < changes; c += 1) {
    const [price, amount] = level();
    (Number(price) < MID ? b : a).push([price, amount]);
  }
  const started = performance.now();
  push({ U: i + 2, u: i + 2, b, a });
  frame?.();
  frame = undefined;
  const view = store.view();
  panelModel(view, 1, 1, BOOK_ROWS, own);
  panelModel(view, 1, 10, BOOK_ROWS, ownGrouped);
  costs.push(performance.now() - started);
}
store.stop();
costs.sort((x, y) => x - y);
const at = (q: number) => costs[Math.min(costs.length - 1, Math.floor(q * costs.length))] ?? 0;
console.log(`Order book paint cost per update (${LEVELS} levels a side, ${UPDATES} updates, one paint each; store frame + panel model at ×1 and ×10)`);
console.log(
  `  median ${(at(0.5) * 1000).toFixed(0)} µs, p95 ${(at(0.95) * 1000).toFixed(0)} µs; at 20 updates a second: ${((at(0.5) * 20) / 10).toFixed(2)} % of one core`,
);
