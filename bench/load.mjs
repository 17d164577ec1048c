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
//   - /price and /trade/BTC_USDT as a visitor, rendered per request (`?bench=1`, as home's row);
//   - a bare Next page (bench/bare-next.mjs, `next start`) for comparison, prerendered (a file sent)
//     and rendered on every request like home (BENCH_LOAD_BARE=0 skips its build).
// Under the table, the issue's server-render aims: requests/s of each per-request render against the
// bare page's dynamic row of the same run (home as a visitor ≥ 0.5×, logged in ≥ 0.4×, /price and
// the trade page ≥ 0.3×; "no bare figures" with BENCH_LOAD_BARE=0), no error, timeout or non-2xx
// answer in those rows, and the home document's size as a visitor (`/?bench=1`: bytes as sent
// without and with gzip, the part that is React's flight data in `self.__next_f.push` scripts)
// against HOME_DOCUMENT_BASELINE_BYTES, main's before the issue's work (aim: at most half).
// With `wrk` on the PATH (Debian's package), the market list is also loaded with it: autocannon's one
// JavaScript thread tops out near 440 answers/s of 140 KiB, far below what the API serves
// (bench/wrk.mjs). BENCH_DATABASE_URL runs the API on that PostgreSQL database instead of PGlite.
// The load generator runs on the same machine as the servers (it takes CPU from them): the figures
// are a floor per instance, not a ceiling. Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildWebIfStale, log, startServers } from '../scripts/lib.mjs';
import { verdict } from './aims.mjs';
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
 * The home document as a visitor (`/?bench=1`, no gzip), in bytes, as main measured it before the
 * issue's work on it (commit dcf7242; 23,406 bytes gzipped; 74 % of the bytes flight data; it moves
 * by a few bytes with the prices shown); the aim is at most half of it.
 */
const HOME_DOCUMENT_BASELINE_BYTES = 106_376;
const HOME_DOCUMENT_AIM = 0.5;
/** The server-render aims: a per-request render's requests/s against the bare page's dynamic one. */
const RENDER_AIMS = { homeGuest: 0.5, homeLoggedIn: 0.4, price: 0.3, trade: 0.3 };

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

/** One GET with node:http (fetch would ask for gzip and undo it): status, headers and the body's bytes as sent. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The home document as a visitor (`/?bench=1`, rendered for this request): its bytes without gzip
 * and with gzip accepted (gzipped here when the server sends it plain), and the part of it that is
 * React's flight data (the text of the `<script>self.__next_f.push(…)</script>` tags).
 */
async function homeDocument(url) {
  const plain = await rawGet(url);
  if (plain.status !== 200) throw new Error(`${url} answered ${plain.status}`);
  if (plain.headers['content-encoding']) throw new Error(`${url} was ${plain.headers['content-encoding']}-encoded unasked`);
  const zipped = await rawGet(url, { 'accept-encoding': 'gzip' });
  const serverGzip = zipped.headers['content-encoding'] === 'gzip';
  const html = plain.body.toString('utf8');
  let flight = 0;
  let scripts = 0;
  for (const match of html.matchAll(/<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) {
    flight += Buffer.byteLength(match[1]);
    scripts += 1;
  }
  return { raw: plain.body.length, gzip: serverGzip ? zipped.body.length : gzipSync(plain.body).length, serverGzip, flight, scripts };
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
/** The rows the server-render aims read, and the home document's size. */
const aimRows = {};
let homeDoc;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const servers = await startServers({ webPort, apiPort, dataDir, databaseUrl, quiet: true, waitForMarket: true, webEnv: { GUEST_PAGE_CACHE_MS: guestCacheMs } });
try {
  const web = `http://localhost:${webPort}`;
  const spots = `http://127.0.0.1:${apiPort}/apiw/v2/market/spots?exchange_type=ALL`;
  // warm up: the first answers compile routes and fill caches
  for (const url of [spots, `${web}/`, `${web}/price?bench=1`, `${web}/trade/BTC_USDT?bench=1`])
    for (let i = 0; i < 3; i += 1) await (await fetch(url)).arrayBuffer();
  homeDoc = await homeDocument(`${web}/?bench=1`);
  rows.push(await load('API GET /apiw/v2/market/spots (gzip)', spots, { 'accept-encoding': 'gzip, deflate, br' }));
  rows.push(await load('API GET /apiw/v2/market/spots (identity)', spots));
  if (hasWrk()) rows.push(await loadWithWrk('API GET /apiw/v2/market/spots (gzip, wrk)', spots, { 'accept-encoding': 'gzip, deflate, br' }));
  else log('load: wrk is not installed: the market list is measured with autocannon alone (apt-get install wrk)');
  // a visitor's page rendered on every request: a query string is never kept (server/page-cache.ts)
  aimRows.homeGuest = await load('home /?bench=1 (visitor, rendered per request)', `${web}/?bench=1`);
  aimRows.price = await load('/price?bench=1 (visitor, rendered per request)', `${web}/price?bench=1`);
  aimRows.trade = await load('/trade/BTC_USDT?bench=1 (visitor, rendered per request)', `${web}/trade/BTC_USDT?bench=1`);
  rows.push(aimRows.homeGuest, aimRows.price, aimRows.trade);
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
  aimRows.homeLoggedIn = await load('home / (logged in)', `${web}/`, { cookie });
  rows.push(aimRows.homeLoggedIn);
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
let bareDynamic;
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
      bareDynamic = bare[1];
      return bare;
    })),
  );
}
console.log(
  `\nHTTP load (autocannon unless marked wrk, ${connections} connections, ${seconds} s per target; API on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; load generator on the same 2-core machine)`,
);
console.table(rows);

const AIM_LABELS = {
  homeGuest: 'home /?bench=1 (visitor)',
  homeLoggedIn: 'home / (logged in)',
  price: '/price?bench=1 (visitor)',
  trade: '/trade/BTC_USDT?bench=1 (visitor)',
};
const width = Math.max(...Object.values(AIM_LABELS).map((label) => label.length));
const bareRps = bareDynamic?.['requests/s'];
console.log(`\nAims (server render): requests/s against the bare Next page rendered per request${bareRps ? ` (${bareRps} requests/s in this run)` : ''}`);
// a row none of whose requests was answered within the run (each render queued behind 49 others
// can take longer than a short BENCH_LOAD_SECONDS) has no figure, and no error either
const unanswered = (row) => row.requests === 0;
const noAnswer = `no answer within the ${seconds} s run`;
for (const [key, aim] of Object.entries(RENDER_AIMS)) {
  const row = aimRows[key];
  const rps = row['requests/s'];
  const ratio = bareRps ? rps / bareRps : undefined;
  const figure =
    ratio === undefined ? 'no bare figures (BENCH_LOAD_BARE=0)' : `${ratio.toFixed(2)}× — ${verdict(ratio >= aim)}${unanswered(row) ? ` (${noAnswer})` : ''}`;
  console.log(`  ${AIM_LABELS[key].padEnd(width)}  ${String(rps).padStart(5)} requests/s  aim ≥ ${aim}×: ${figure}`);
}
const failures = Object.values(aimRows).reduce((sum, row) => sum + row.errors + row.timeouts + row['non-2xx'], 0);
const silent = Object.keys(aimRows).filter((key) => unanswered(aimRows[key]));
console.log(
  `  zero errors at ${connections} connections (errors + timeouts + non-2xx over these four rows): ${failures} — ${
    failures > 0 ? verdict(false) : silent.length > 0 ? `unmeasured: ${noAnswer} for ${silent.map((key) => AIM_LABELS[key]).join(', ')}` : verdict(true)
  }`,
);
const share = (part) => `${((part / homeDoc.raw) * 100).toFixed(0)} %`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const bytes = (n) => `${n.toLocaleString('en-US')} bytes`;
console.log(
  `  home document /?bench=1 (visitor): ${bytes(homeDoc.raw)} (${kib(homeDoc.raw)}); gzip ${bytes(homeDoc.gzip)} (${kib(homeDoc.gzip)}, ${homeDoc.serverGzip ? 'as the server sends it' : 'gzipped here: the server sent it plain'})`,
);
console.log(
  `    flight data (the text of ${homeDoc.scripts} self.__next_f.push script${homeDoc.scripts === 1 ? '' : 's'}) ${bytes(homeDoc.flight)} = ${share(homeDoc.flight)}; the HTML around it ${bytes(homeDoc.raw - homeDoc.flight)} = ${share(homeDoc.raw - homeDoc.flight)}`,
);
const docRatio = homeDoc.raw / HOME_DOCUMENT_BASELINE_BYTES;
console.log(
  `    against main before the issue's work (${bytes(HOME_DOCUMENT_BASELINE_BYTES)}): ${docRatio.toFixed(2)}×, aim ≤ ${HOME_DOCUMENT_AIM}×: ${verdict(docRatio <= HOME_DOCUMENT_AIM)}`,
);
