// `node bench/load.mjs` (also `npm run bench -- load`): HTTP load with autocannon against the running
// servers (started once, fresh database, simulator on, measured once the API leads the simulator and
// has backfilled its candle history): BENCH_LOAD_CONNECTIONS (default 50)
// connections for BENCH_LOAD_SECONDS (default 30) per target, one target after the other:
//   - the API's market list (`GET /apiw/v2/market/spots`, every main-site pair) on the API's port,
//     asked as a browser asks (gzip accepted: ~140 KiB a call) and without gzip (~970 KiB);
//   - the home page through the web server's front door: a visitor's page rendered per request (a
//     query string is never kept) and logged in (one login, its session cookie reused by every
//     request); and a first-time and a returning visitor's, which the guest page cache keeps
//     (GUEST_PAGE_CACHE_MS, here BENCH_GUEST_PAGE_CACHE_MS, default 1000; 0 turns the cache off,
//     and those rows then measure renders too);
//   - a bare Next page (bench/bare-next.mjs, `next start`) for comparison, prerendered (a file sent)
//     and rendered on every request like home (BENCH_LOAD_BARE=0 skips its build).
// With `wrk` on the PATH (Debian's package), the market list is also loaded with it: autocannon's one
// JavaScript thread tops out near 440 answers/s of 140 KiB, far below what the API serves
// (bench/wrk.mjs). BENCH_DATABASE_URL runs the API on that PostgreSQL database instead of PGlite.
// The load generator runs on the same machine as the servers (it takes CPU from them): the figures
// are a floor per instance, not a ceiling. Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';
import autocannon from 'autocannon';
import { buildWebIfStale, log, startServers } from '../scripts/lib.mjs';
import { withBareNext } from './bare-next.mjs';
import { hasWrk, runWrk } from './wrk.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3230);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4230);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const withBare = process.env.BENCH_LOAD_BARE !== '0';
const guestCacheMs = process.env.BENCH_GUEST_PAGE_CACHE_MS ?? '1000';
const DEMO = { email: 'trader@demo.test', password: 'Demo-pass-2026' };

/**
 * One request before a run (the first compiles routes and fills caches), tried twice: after a run
 * longer than the server's keep-alive timeout, fetch may pick a pooled socket the server has closed.
 */
async function warm(url) {
  try {
    await (await fetch(url)).arrayBuffer();
  } catch {
    await (await fetch(url)).arrayBuffer();
  }
}

/** One autocannon run against `url`; resolves to a table row. */
async function load(target, url, headers = {}) {
  log(`load: ${target} — ${connections} connections for ${seconds} s (${url})`);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    target,
    'requests/s': Math.round(result.requests.average),
    'p50 (ms)': result.latency.p50,
    'p99 (ms)': result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
    'KiB/answer': result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total / 1024) : 0,
  };
}

/** One wrk run against `url` (bench/wrk.mjs); resolves to a table row shaped as load()'s. */
async function loadWithWrk(target, url, headers = {}) {
  log(`load: ${target} — ${connections} connections for ${seconds} s with wrk (${url})`);
  const result = await runWrk(url, { connections, seconds, headers });
  return {
    target,
    'requests/s': result.requestsPerSecond,
    'p50 (ms)': result.p50,
    'p99 (ms)': result.p99,
    requests: result.requests,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
    'KiB/answer': result.kibPerAnswer,
  };
}

/** Logs the demo trader in through the front door; resolves to the Cookie header of its session. */
async function sessionCookie(origin) {
  const csrf = 'bench-csrf-token-0123456789';
  const response = await fetch(`${origin}/api/web/v1/usercenter/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${csrf}`, csrftoken: csrf },
    body: new URLSearchParams(DEMO).toString(),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${body.slice(0, 200)}`);
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!pairs.some((pair) => /^(__Host-)?sid=./.test(pair))) throw new Error('login set no session cookie');
  return [...pairs, `csrftoken=${csrf}`].join('; ');
}

await buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-bench-load-'));
const rows = [];
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const servers = await startServers({ webPort, apiPort, dataDir, databaseUrl, quiet: true, waitForMarket: true, webEnv: { GUEST_PAGE_CACHE_MS: guestCacheMs } });
try {
  const web = `http://localhost:${webPort}`;
  const spots = `http://127.0.0.1:${apiPort}/apiw/v2/market/spots?exchange_type=ALL`;
  // warm up: the first answers compile routes and fill caches
  for (const url of [spots, `${web}/`]) for (let i = 0; i < 3; i += 1) await (await fetch(url)).arrayBuffer();
  rows.push(await load('API GET /apiw/v2/market/spots (gzip)', spots, { 'accept-encoding': 'gzip, deflate, br' }));
  rows.push(await load('API GET /apiw/v2/market/spots (identity)', spots));
  if (hasWrk()) rows.push(await loadWithWrk('API GET /apiw/v2/market/spots (gzip, wrk)', spots, { 'accept-encoding': 'gzip, deflate, br' }));
  else log('load: wrk is not installed: the market list is measured with autocannon alone (apt-get install wrk)');
  // a visitor's page rendered on every request: a query string is never kept (server/page-cache.ts)
  rows.push(await load('home /?bench=1 (visitor, rendered per request)', `${web}/?bench=1`));
  // with the guest page cache: a first visit (no cookies: each answer gives a CSRF pair of its own)
  // and a returning visitor (the pair a first visit was given, any token of its shape), gzip as a browser asks
  const kept = `GUEST_PAGE_CACHE_MS=${guestCacheMs}`;
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };
  rows.push(await load(`home / (visitor, first visit, ${kept})`, `${web}/`, gzip));
  const returning = `csrftoken=${'7'.repeat(64)}; is_on=1`;
  await (await fetch(`${web}/`, { headers: { cookie: returning } })).arrayBuffer();
  rows.push(await load(`home / (returning visitor, ${kept})`, `${web}/`, { cookie: returning, ...gzip }));
  const cookie = await sessionCookie(web);
  await (await fetch(`${web}/`, { headers: { cookie } })).arrayBuffer();
  rows.push(await load('home / (logged in)', `${web}/`, { cookie }));
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (withBare) {
  rows.push(
    ...(await withBareNext(webPort + 91, async (url) => {
      const bare = [];
      for (const [target, page] of [
        ['bare Next page, static (next start)', url],
        ['bare Next page, dynamic (next start)', `${url}dynamic`],
      ]) {
        await warm(page);
        bare.push(await load(target, page));
      }
      return bare;
    })),
  );
}
console.log(
  `\nHTTP load (autocannon unless marked wrk, ${connections} connections, ${seconds} s per target; API on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; load generator on the same 2-core machine)`,
);
console.table(rows);
