import { asc, inArray } from 'drizzle-orm';
import { marketSpots } from '@exchange/contract/market';
import { openDb } from './src/db/client';
import { prepareDb } from './src/db/migrate';
import { spotMarkets } from './src/db/schema';
import { checkAnswer } from './src/http/answer';
import { gzipSync } from 'node:zlib';
const h = await openDb(process.env.BENCH_DB ? { url: process.env.BENCH_DB } : {});
await prepareDb(h);
const quotes = ['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'JPY', 'SGD'];
for (let i = 0; i < 6; i++) {
  let t = performance.now();
  const rows = await h.db.select().from(spotMarkets).where(inArray(spotMarkets.currB, quotes)).orderBy(asc(spotMarkets.rank));
  const read = performance.now() - t; t = performance.now();
  const body = { code: 0, message: '', data: rows.map((r) => ({ pair: r.pair, curr_a: r.currA, curr_b: r.currB, name: r.name, rate: r.rate, prior_rate: r.open24h, change: '0.00', volume: r.volume, multiple: r.multiple, credit: r.credit, category: r.categories, buy_start: r.buyStart, cross_multiple: r.crossMultiple, is_st: r.isSt, isST: r.isSt, icon: r.icon, link: `/trade/${r.pair}` })) };
  const map = performance.now() - t; t = performance.now();
  checkAnswer(marketSpots, body);
  const check = performance.now() - t; t = performance.now();
  const json = JSON.stringify(body);
  const str = performance.now() - t; t = performance.now();
  gzipSync(json);
  const gz = performance.now() - t;
  console.log(rows.length, json.length, { read: read.toFixed(1), map: map.toFixed(1), check: check.toFixed(1), str: str.toFixed(1), gz: gz.toFixed(1) });
}
await h.close();
