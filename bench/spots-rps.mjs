// `node bench/spots-rps.mjs` (also `npm run bench`): requests per second and latency of
// `GET /apiw/v2/market/spots` (every main-site pair, ~2,900 rows) from BENCH_CONCURRENCY (default
// 10) concurrent fetch loops for BENCH_SECONDS (default 15), with the simulator running. Prints
// figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { log, startServers } from '../scripts/lib.mjs';

const apiPort = Number(process.env.BENCH_API_PORT ?? 4220);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const url = `http://127.0.0.1:${apiPort}/apiw/v2/market/spots?exchange_type=ALL`;

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-bench-spots-'));
const servers = await startServers({ apiPort, dataDir, quiet: true, apiOnly: true, waitForMarket: true });
try {
  for (let i = 0; i < 5; i += 1) await (await fetch(url)).arrayBuffer();
  log(`measuring ${url} with ${concurrency} concurrent clients for ${seconds} s`);
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        try {
          const response = await fetch(url);
          const body = await response.arrayBuffer();
          bytes += body.byteLength;
          if (response.status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(1);
  console.table([
    {
      call: 'GET /apiw/v2/market/spots',
      concurrency,
      'requests/s': (latencies.length / seconds).toFixed(1),
      'p50 (ms)': pct(0.5),
      'p99 (ms)': pct(0.99),
      'KiB/answer': (bytes / Math.max(1, latencies.length) / 1024).toFixed(0),
      errors,
    },
  ]);
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
