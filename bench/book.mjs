/* global window, document, requestAnimationFrame, MutationObserver, URLSearchParams -- the first four inside page.evaluate (the browser); the last is Node's */
// `npx tsx bench/book.mjs` (also `npm run bench -- book`, after bench/book-paint.ts): the issue's
// speed aim for the order book in Debian's Chromium (playwright-core, desktop 1440×900, a guest) on
// /trade/BTC_USDT, against servers of its own (fresh database, simulator and house on, measured
// once the API leads the simulator), the API's hub flushing every 50 ms (WS_FLUSH_MS=50, its
// floor: at most 20 book updates a second reach a socket).
//   - The driver (this process, over HTTP to the API, as the web server forwards): the demo
//     trader logs in (CSRF cookie and header), reads BTC_USDT's rules (pair_info) and best bid (the
//     book's snapshot, again every second), then alternately places a limit buy of the least
//     amount BENCH_BOOK_OFFSET_TICKS (default 3) ticks below the best bid and cancels it:
//     BENCH_BOOK_RATE (default 20) calls a second, staggered over BENCH_BOOK_LANES (default 2)
//     lanes, each with its own order a tick apart, so a call may take 100 ms without slowing the
//     rate (one after another they took 70–110 ms here, the browser beside them); a call
//     answered later delays its lane's next, never bunches them. Each answered call is one change
//     of the book (its own update id).
//   - Updates received: the frames of the page's sockets (CDP Network.webSocketFrameReceived)
//     whose channel is `spot.order_book_update`, for BTC_USDT, with levels in `b` or `a` (the hub's
//     empty heartbeats left out). The achieved rate is printed beside the driver's.
//   - interaction: with the CPU slowed 4×, BENCH_INTERACTION_CLICKS (default 20) clicks measured
//     as bench/interaction.mjs measures them (bench/event-timing.mjs): the trade page's targets and
//     two of the book's levels (the best bid's price, the best ask's cumulative total); first
//     without the driver (the same page, the same machine at that moment: the baseline), then with
//     it. Aim: p95 ≤ 200 ms with the driver.
//   - cost per update, at 4× and at 1× CPU: the renderer's main-thread time (CDP
//     Performance.getMetrics TaskDuration, with its ScriptDuration, LayoutDuration and
//     RecalcStyleDuration; and ThreadTime, the thread's CPU time, without its waits for a core
//     the API and the driver hold on this machine: at 4× it reads far less than the same work at
//     1×, so quote it at 1× only) over BENCH_BOOK_WINDOW_S (default 15) seconds with the driver
//     running, less an equal window without it (the page's other live data, the house's own
//     quotes), divided by the extra updates received; and the animation frames in which the book's table changed (a
//     MutationObserver on it; a batch of mutations counts one frame, at the next animation frame),
//     beside the updates received: how far the page coalesces updates into paints.
// BENCH_WEB_PORT / BENCH_API_PORT (default 3260 / 4260) move its servers; BENCH_SKIP_BUILD=1 measures
// the web build as it stands, stale or not (while another process serves it). Prints figures; asserts
// nothing (it exits non-zero only when it could not measure).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { spotOrderBookSnapshot } from '@exchange/contract/book';
import { COOKIE } from '@exchange/contract/cookies';
import { cancelSpotOrder, placeSpotOrder, spotPairInfo } from '@exchange/contract/trade';
import { login } from '@exchange/contract/usercenter';
import { CHROMIUM_FLAGS, ROOT, buildWebIfStale, ensureChromium, log, startServers } from '../scripts/lib.mjs';
import { verdict } from './aims.mjs';
import {
  EVENT_THRESHOLD_MS,
  INTERACTION_P95_AIM_MS,
  TARGETS,
  VIEWPORT,
  checkTargets,
  clickSeries,
  loadHydrated,
  observeInteractions,
} from './event-timing.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3260);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4260);
const RATE = Number(process.env.BENCH_BOOK_RATE ?? 20);
const OFFSET_TICKS = Number(process.env.BENCH_BOOK_OFFSET_TICKS ?? 3);
const LANES = Number(process.env.BENCH_BOOK_LANES ?? 2);
const WINDOW_S = Number(process.env.BENCH_BOOK_WINDOW_S ?? 15);
const CLICKS = Number(process.env.BENCH_INTERACTION_CLICKS ?? 20);
const SETTLE_S = 5;
const FLUSH_MS = 50;
const PAIR = 'BTC_USDT';
const PATH = `/trade/${PAIR}`;
const TRADER = { email: 'trader@demo.test', password: 'Demo-pass-2026' };
const CSRF = 'bench-book-csrf-token-0123456789';
const api = `http://127.0.0.1:${apiPort}`;
/** What the web server's front door adds when it forwards a browser's call (docs/SECURITY.md). */
const FORWARDED = { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': `localhost:${webPort}`, 'x-forwarded-proto': 'http' };

const BOOK = 'section[aria-labelledby="trade-book-title"]';
const BOOK_TABLE = `${BOOK} table`;
/** The book's levels: asks (worst first) in its first <tbody>, bids (best first) in its last; a row's first cell holds its price button, its last its cumulative total's. */
const BOOK_TARGETS = [
  { name: 'book: best bid price', selector: `${BOOK_TABLE} > tbody:last-of-type > tr:first-child > td:first-child button`, nth: 0 },
  { name: 'book: best ask total', selector: `${BOOK_TABLE} > tbody:first-of-type > tr:last-child > td:last-child button`, nth: 0 },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's answer's data, or an error naming the call. */
async function answered(response, what) {
  const body = await response.json().catch(() => undefined);
  if (response.status !== 200 || body?.code !== 0) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The demo trader's book changes: a small limit buy below the best bid, placed and cancelled in turn. */
async function bookDriver() {
  const signedIn = await fetch(`${api}${login.path}`, {
    method: 'POST',
    headers: { ...FORWARDED, 'content-type': 'application/x-www-form-urlencoded', cookie: `${COOKIE.csrf}=${CSRF}`, [COOKIE.csrf]: CSRF },
    body: new URLSearchParams(TRADER),
  });
  await answered(signedIn, `login as ${TRADER.email}`);
  const jar = [...signedIn.headers.getSetCookie().map((line) => line.split(';')[0]), `${COOKIE.csrf}=${CSRF}`].join('; ');
  const get = async (call, query) =>
    answered(await fetch(`${api}${call.path}?${new URLSearchParams(query)}`, { headers: { ...FORWARDED, cookie: jar } }), call.path);
  const post = (call, form) =>
    fetch(`${api}${call.path}`, {
      method: 'POST',
      headers: { ...FORWARDED, cookie: jar, [COOKIE.csrf]: CSRF, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  const rules = await get(spotPairInfo, { pair: PAIR });
  if (!rules) throw new Error(`${PAIR}: no pair info`);
  const tick = 10 ** -rules.price_decimals;
  const bestBid = async () => {
    const book = await get(spotOrderBookSnapshot, { pair: PAIR, limit: '1' });
    const bid = Number(book?.bids[0]?.[0]);
    if (!(bid > 0)) throw new Error(`${PAIR}: the book has no bid (is the house quoting?)`);
    return bid;
  };
  let bid = await bestBid();
  // the least amount the rules allow: min_amount, and a total of min_total with 5 % to spare
  const scale = 10 ** rules.amount_decimals;
  const amount = () => Math.max(Number(rules.min_amount), Math.ceil(((Number(rules.min_total) * 1.05) / bid) * scale) / scale).toFixed(rules.amount_decimals);

  let running = false;
  let loop = Promise.resolve();
  let failed;
  const stats = { changes: 0, failures: 0, lastFailure: '', started: 0, stopped: 0 };
  /** One lane's next call: place its order (OFFSET_TICKS + lane ticks below the best bid), or cancel the one it placed. */
  const step = async (lane) => {
    const price = (bid - (OFFSET_TICKS + lane.index) * tick).toFixed(rules.price_decimals);
    const response = lane.resting
      ? await post(cancelSpotOrder, { id: lane.resting })
      : await post(placeSpotOrder, { pair: PAIR, side: 'buy', type: 'limit', price, amount: amount() });
    const body = await response.json().catch(() => undefined);
    if (response.status === 200 && body?.code === 0) {
      stats.changes += 1;
      lane.resting = lane.resting ? undefined : body.data.status === 'open' ? body.data.id : undefined;
    } else {
      stats.failures += 1;
      stats.lastFailure = `${response.status} ${JSON.stringify(body)}`;
      // an order the house's flow filled cannot be cancelled: place the next
      if (lane.resting && response.status === 404) lane.resting = undefined;
    }
  };
  /** A lane calls every LANES × 1000 / RATE ms, the lanes staggered: RATE calls a second in all, LANES at most in flight. */
  const runLane = async (lane) => {
    const interval = (LANES * 1000) / RATE;
    let due = Date.now() + (lane.index * 1000) / RATE - interval;
    while (running) {
      due += interval;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      else if (wait < -interval) due = Date.now(); // behind by more than a call: go on from now rather than bunch the calls
      if (!running) break;
      await step(lane);
    }
    if (lane.resting) await step(lane);
  };
  const refresh = async () => {
    while (running) {
      await sleep(1000);
      if (running) bid = await bestBid();
    }
  };
  const run = () => Promise.all([refresh(), ...Array.from({ length: LANES }, (_, index) => runLane({ index, resting: undefined }))]);
  return {
    start() {
      running = true;
      Object.assign(stats, { changes: 0, failures: 0, lastFailure: '', started: Date.now(), stopped: 0 });
      failed = undefined;
      loop = run().catch((error) => {
        running = false;
        failed = error;
      });
    },
    /** Stops after the call under way (cancelling a resting order); resolves to the changes made and their rate. */
    async stop() {
      running = false;
      await loop;
      if (failed) throw new Error('the book driver stopped', { cause: failed });
      stats.stopped = Date.now();
      return { ...stats, perSecond: stats.changes / ((stats.stopped - stats.started) / 1000) };
    },
  };
}

/** Counts the book updates for PAIR with levels that reach the page's sockets (CDP Network events). */
function countBookFrames(cdp) {
  const seen = { updates: 0, heartbeats: 0 };
  cdp.on('Network.webSocketFrameReceived', ({ response }) => {
    if (response.opcode !== 1 || !response.payloadData.includes('spot.order_book_update')) return;
    let parsed;
    try {
      parsed = JSON.parse(response.payloadData);
    } catch {
      return;
    }
    for (const message of [parsed].flat()) {
      if (message?.channel !== 'spot.order_book_update' || message.event !== 'update' || message.result?.s !== PAIR) continue;
      if (message.result.b.length + message.result.a.length > 0) seen.updates += 1;
      else seen.heartbeats += 1;
    }
  });
  return seen;
}

/** In the page: the animation frames in which the book's table changed (a batch of mutations counts one, at the next frame). */
function observeBookFrames(selector) {
  const table = document.querySelector(selector);
  if (!table) throw new Error(`no ${selector}`);
  const state = { frames: 0, mutations: 0 };
  window.__benchBook = state;
  let pending = false;
  new MutationObserver((records) => {
    state.mutations += records.length;
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      state.frames += 1;
    });
  }).observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'ThreadTime'];

/** Everything a window compares: main-thread seconds, updates received, frames the book changed in. */
async function reading(page, cdp, frames) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const byName = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
  const book = await page.evaluate(() => ({ ...window.__benchBook }));
  return { at: Date.now(), ...Object.fromEntries(METRICS.map((name) => [name, byName[name] ?? 0])), updates: frames.updates, frames: book.frames };
}

async function measureWindow(page, cdp, frames) {
  const before = await reading(page, cdp, frames);
  await sleep(WINDOW_S * 1000);
  const after = await reading(page, cdp, frames);
  const delta = Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
  return { ...delta, seconds: delta.at / 1000 };
}

const ms = (seconds) => (seconds * 1000).toFixed(2);

async function costAt(rate, page, cdp, frames, driver) {
  log(`cost: ${rate}× CPU — ${WINDOW_S} s without the driver, then ${WINDOW_S} s with it`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await sleep(2000);
  const idle = await measureWindow(page, cdp, frames);
  driver.start();
  await sleep(2000);
  const driven = await measureWindow(page, cdp, frames);
  const drove = await driver.stop();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const extra = driven.updates - idle.updates * (driven.seconds / idle.seconds);
  if (driven.updates === 0 || extra <= 0)
    throw new Error(`${rate}× CPU: ${driven.updates} book updates received with the driver, ${idle.updates} without: nothing to divide by`);
  const perUpdate = (metric) => (driven[metric] - idle[metric] * (driven.seconds / idle.seconds)) / extra;
  const row = {
    CPU: `${rate}×`,
    'driver changes/s': drove.perSecond.toFixed(1),
    'updates/s received (idle → driven)': `${(idle.updates / idle.seconds).toFixed(1)} → ${(driven.updates / driven.seconds).toFixed(1)}`,
    'book frames/s (idle → driven)': `${(idle.frames / idle.seconds).toFixed(1)} → ${(driven.frames / driven.seconds).toFixed(1)}`,
    'main thread per update (ms)': ms(perUpdate('TaskDuration')),
    'of it CPU time (ms)': driven.ThreadTime ? ms(perUpdate('ThreadTime')) : 'n/a',
    'script / layout / style (ms)': `${ms(perUpdate('ScriptDuration'))} / ${ms(perUpdate('LayoutDuration'))} / ${ms(perUpdate('RecalcStyleDuration'))}`,
    'main thread busy (idle → driven)': `${((idle.TaskDuration / idle.seconds) * 100).toFixed(1)} % → ${((driven.TaskDuration / driven.seconds) * 100).toFixed(1)} %`,
  };
  return { row, refused: drove.failures ? `${drove.failures} driver call(s) refused, the last ${drove.lastFailure}` : '' };
}

async function measure(browser, driver) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(observeInteractions, EVENT_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    const frames = countBookFrames(cdp);
    await loadHydrated(page, `http://localhost:${webPort}${PATH}`);
    const targets = [...TARGETS[PATH], ...BOOK_TARGETS];
    await checkTargets(page, PATH, targets);
    await page.locator(BOOK_TABLE).scrollIntoViewIfNeeded();
    await page.evaluate(observeBookFrames, BOOK_TABLE);
    await sleep(SETTLE_S * 1000);

    const interaction = [];
    const details = [];
    for (const driving of [false, true]) {
      log(
        `interaction: ${PATH} — ${CLICKS} clicks at 4× CPU slowdown, ${driving ? `the driver changing the book ${RATE} times a second` : 'without the driver'}`,
      );
      if (driving) {
        driver.start();
        await sleep(2000);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const [updates, started] = [frames.updates, Date.now()];
      const series = await clickSeries(page, PATH, targets, CLICKS);
      const received = (frames.updates - updates) / ((Date.now() - started) / 1000);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const drove = driving ? await driver.stop() : undefined;
      if (driving && frames.updates === updates) throw new Error('no book update reached the page while the clicks were measured');
      interaction.push({
        driver: drove ? `${drove.perSecond.toFixed(1)} changes/s` : 'off',
        'updates/s received': received.toFixed(1),
        ...series.figures,
        [`aim p95 ≤ ${INTERACTION_P95_AIM_MS} ms`]: verdict(series.p95 <= INTERACTION_P95_AIM_MS),
      });
      details.push(`driver ${driving ? 'on' : 'off'}: ${series.details}`);
    }
    const costs = [];
    for (const rate of [4, 1]) costs.push(await costAt(rate, page, cdp, frames, driver));
    return { interaction, details, costs };
  } finally {
    await context.close();
  }
}

const executablePath = ensureChromium();
// BENCH_SKIP_BUILD=1: measure the web build as it stands (another process serving apps/web/.next, which a build would pull from under it)
if (process.env.BENCH_SKIP_BUILD === '1') {
  if (!existsSync(join(ROOT, 'apps/web/.next/BUILD_ID'))) throw new Error('BENCH_SKIP_BUILD=1, but there is no web build');
} else await buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-bench-book-'));
const servers = await startServers({ webPort, apiPort, dataDir, quiet: true, waitForMarket: true, apiEnv: { WS_FLUSH_MS: String(FLUSH_MS), SIMULATOR: 'on' } });
try {
  const driver = await bookDriver();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    const load = loadavg()[0].toFixed(1);
    const { interaction, details, costs } = await measure(browser, driver);
    console.log(
      `\nThe book at ${RATE} changes a second (hub flush ${FLUSH_MS} ms): interaction on ${PATH} without and with the driver (Event Timing, the longest event of each click; 4× CPU slowdown; desktop ${VIEWPORT.width}×${VIEWPORT.height}, a guest)`,
    );
    console.table(interaction);
    console.log(`Per target (ms, in click order; ${EVENT_THRESHOLD_MS} = no event of ${EVENT_THRESHOLD_MS} ms or more):\n  ${details.join('\n  ')}`);
    console.log(
      `\nThe book's cost per update received (main thread with the driver less without it, over ${WINDOW_S} s each; load average ${load} at the start)`,
    );
    console.table(costs.map((cost) => cost.row));
    for (const { row, refused } of costs) if (refused) console.log(`${row.CPU}: ${refused}`);
  } finally {
    await browser.close();
  }
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
