/* global window, document, performance, requestAnimationFrame, PerformanceObserver -- inside page.evaluate and the init script (the browser) */
// `node bench/interaction.mjs [interaction] [heap]` (also `npm run bench -- interaction heap`): two
// of the issue's aims in Debian's Chromium (playwright-core, desktop 1440×900, a guest), on /price
// and /trade/BTC_USDT, against servers of its own (fresh database, simulator on, measured once the
// API leads the simulator and has backfilled its candle history). No section named runs both.
//   - interaction: each page loaded and hydrated (`data-hydrated` on <html>), its live ticks left to
//     flow BENCH_INTERACTION_SETTLE_S (default 5) seconds, then the CPU slowed 4× (CDP
//     Emulation.setCPUThrottlingRate, as Lighthouse's mobile runs) and BENCH_INTERACTION_CLICKS
//     (default 20) clicks on real controls, cycling through the page's targets (/price: the filter
//     tabs, the sort headers, the rows' favourite stars; the trade page: the ticket's Buy/Sell tabs,
//     its limit/market radios, a focus click in its price and amount inputs, the chart's indicators
//     button and interval select). Each click is measured with the Event Timing API (an init script
//     keeps the `event` entries with an interactionId, durationThreshold 16 ms): the longest entry
//     that starts after the click began, read 400 ms and two animation frames later; no entry means
//     under 16 ms, counted as 16. Per page: p50, p95 (nearest rank), max and the slowest target;
//     the aim is p95 ≤ 200 ms (the Interaction to Next Paint "good" bound). A target whose selector
//     finds nothing stops the bench (it must never measure nothing).
//   - heap: both pages at once, each in its own browser context (two visible headless pages), no
//     CPU slowdown: BENCH_HEAP_WARMUP_S (default 60) seconds after load, garbage collected twice
//     (CDP HeapProfiler.collectGarbage) and the JS heap read (Runtime.getHeapUsage usedSize, with
//     the DOM's node count); again BENCH_HEAP_MINUTES (default 10) minutes after load. The aim: the
//     heap grows at most 10 % under live ticks.
// BENCH_WEB_PORT / BENCH_API_PORT (default 3240 / 4240) move its servers. Prints figures; asserts
// nothing (it exits non-zero only when it could not measure).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, buildWebIfStale, ensureChromium, log, startServers } from '../scripts/lib.mjs';
import { verdict } from './aims.mjs';

const SECTIONS = ['interaction', 'heap'];
const asked = process.argv.slice(2);
for (const name of asked) if (!SECTIONS.includes(name)) throw new Error(`unknown section ${name}: ${SECTIONS.join(' or ')}`);
const wants = (section) => asked.length === 0 || asked.includes(section);

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3240);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4240);
const SETTLE_S = Number(process.env.BENCH_INTERACTION_SETTLE_S ?? 5);
const CLICKS = Number(process.env.BENCH_INTERACTION_CLICKS ?? 20);
const HEAP_WARMUP_S = Number(process.env.BENCH_HEAP_WARMUP_S ?? 60);
const HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES ?? 10);
const VIEWPORT = { width: 1440, height: 900 };
/** The aims: p95 of the clicks' longest event ≤ 200 ms; heap growth ≤ 10 % from the first minute. */
const INTERACTION_P95_AIM_MS = 200;
const HEAP_GROWTH_AIM = 0.1;
/** Event Timing reports nothing shorter than this (its smallest durationThreshold). */
const EVENT_THRESHOLD_MS = 16;
const AFTER_CLICK_MS = 400;

const web = (path) => `http://localhost:${webPort}${path}`;

/**
 * A page's click targets, in the order they are clicked (cycling). `selector` is a CSS selector
 * (Playwright's), `nth` picks one of its matches; `then` runs after the click is measured (not
 * measured itself), to close what the click opened.
 */
const TICKET = 'section[aria-labelledby="trade-ticket-title"]';
const TICKET_PANEL = `${TICKET} [role="tabpanel"][data-state="active"]`;
const TARGETS = {
  '/price': [
    { name: 'filter tab 2', selector: 'main [role="group"] button[aria-pressed]', nth: 1 },
    { name: 'sort: price', selector: 'main [role="columnheader"] button', nth: 0 },
    { name: 'favourite star, row 1', selector: 'main [role="table"] [role="row"] button[aria-pressed]', nth: 0 },
    { name: 'filter tab 3', selector: 'main [role="group"] button[aria-pressed]', nth: 2 },
    { name: 'sort: change', selector: 'main [role="columnheader"] button', nth: 1 },
    { name: 'favourite star, row 2', selector: 'main [role="table"] [role="row"] button[aria-pressed]', nth: 1 },
    { name: 'filter tab 1 (all)', selector: 'main [role="group"] button[aria-pressed]', nth: 0 },
    { name: 'sort: volume', selector: 'main [role="columnheader"] button', nth: 2 },
    { name: 'favourite star, row 3', selector: 'main [role="table"] [role="row"] button[aria-pressed]', nth: 2 },
  ],
  // each side's form mounts afresh on its tab (Radix Tabs), at limit: the order below keeps every target present
  '/trade/BTC_USDT': [
    { name: 'ticket tab: sell', selector: `${TICKET} [role="tablist"] [role="tab"]`, nth: 1 },
    { name: 'order type: market', selector: `${TICKET_PANEL} label:has(input[type="radio"][value="market"])`, nth: 0 },
    { name: 'amount input (focus)', selector: `${TICKET_PANEL} input[inputmode="decimal"]`, nth: 0 },
    { name: 'order type: limit', selector: `${TICKET_PANEL} label:has(input[type="radio"][value="limit"])`, nth: 0 },
    { name: 'price input (focus)', selector: `${TICKET_PANEL} input[inputmode="decimal"]`, nth: 0 },
    { name: 'ticket tab: buy', selector: `${TICKET} [role="tablist"] [role="tab"]`, nth: 0 },
    { name: 'chart indicators button', selector: 'section[data-chart-id] button[aria-haspopup]', nth: 0, then: closeWithEscape },
    { name: 'chart interval select', selector: 'section[data-chart-id] select', nth: 0, then: closeWithEscape },
  ],
};

/** What a click opened (a menu, a select's list) closes again, unmeasured, before the next one. */
async function closeWithEscape(page) {
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
}

/** Kept in the page from its first script: every Event Timing entry of an interaction. */
function observeInteractions(durationThreshold) {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0)
        window.__benchEvents.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold, buffered: true });
}

const nearestRank = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

async function loadHydrated(page, path) {
  await page.goto(web(path), { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60_000 });
}

/** Every target's selector finds its element (waiting up to 30 s for late islands), or the bench stops. */
async function checkTargets(page, path, targets) {
  for (const target of targets) {
    const locator = page.locator(target.selector);
    try {
      await locator.nth(target.nth).waitFor({ state: 'visible', timeout: 30_000 });
    } catch {
      throw new Error(`${path}: target "${target.name}" not found: ${await locator.count()} match(es) of ${target.selector}, wanted #${target.nth + 1}`);
    }
  }
}

/** One click on a target, measured: the longest interaction entry that starts after it began (16 ms when none). */
async function measuredClick(page, path, target) {
  const locator = page.locator(target.selector);
  if ((await locator.count()) <= target.nth) throw new Error(`${path}: target "${target.name}" not found (${target.selector}, #${target.nth + 1})`);
  const element = locator.nth(target.nth);
  await element.scrollIntoViewIfNeeded();
  // what the control says at this click (a filter tab's name, a star's pair), for the slowest's line
  const label = ((await element.getAttribute('aria-label')) ?? (await element.textContent()) ?? '').replace(/\s+/g, ' ').trim().slice(0, 32);
  const since = await page.evaluate(() => performance.now());
  await element.click({ timeout: 10_000 });
  await page.waitForTimeout(AFTER_CLICK_MS);
  const entries = await page.evaluate(
    (from) =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__benchEvents.filter((entry) => entry.startTime >= from)))),
      ),
    since,
  );
  const longest = entries.reduce((a, b) => (b.duration > (a?.duration ?? 0) ? b : a), undefined);
  if (target.then) await target.then(page);
  return { target: target.name, label, ms: longest ? longest.duration : EVENT_THRESHOLD_MS, event: longest?.name ?? `none ≥ ${EVENT_THRESHOLD_MS} ms` };
}

async function interactionSection(browser) {
  const rows = [];
  const details = [];
  for (const [path, targets] of Object.entries(TARGETS)) {
    log(`interaction: ${path} — ${CLICKS} clicks at 4× CPU slowdown`);
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      await context.addInitScript(observeInteractions, EVENT_THRESHOLD_MS);
      const page = await context.newPage();
      await loadHydrated(page, path);
      await checkTargets(page, path, targets);
      // the live ticks flow a while before the clicks, at full speed
      await page.waitForTimeout(SETTLE_S * 1000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const clicks = [];
      for (let i = 0; i < CLICKS; i += 1) clicks.push(await measuredClick(page, path, targets[i % targets.length]));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const sorted = clicks.map((c) => c.ms).sort((a, b) => a - b);
      const slowest = clicks.reduce((a, b) => (b.ms > a.ms ? b : a));
      const p95 = nearestRank(sorted, 95);
      rows.push({
        page: path,
        clicks: clicks.length,
        'p50 (ms)': nearestRank(sorted, 50),
        'p95 (ms)': p95,
        'max (ms)': sorted[sorted.length - 1],
        'slowest target': `${slowest.target}${slowest.label ? ` "${slowest.label}"` : ''} (${slowest.event})`,
        [`aim p95 ≤ ${INTERACTION_P95_AIM_MS} ms`]: verdict(p95 <= INTERACTION_P95_AIM_MS),
      });
      const byTarget = new Map();
      for (const click of clicks) byTarget.set(click.target, [...(byTarget.get(click.target) ?? []), click.ms]);
      details.push(`${path}: ${[...byTarget].map(([name, ms]) => `${name} ${ms.join('/')}`).join('; ')}`);
    } finally {
      await context.close();
    }
  }
  console.log(
    `\nInteraction under live data (Event Timing, the longest event of each click; 4× CPU slowdown; desktop ${VIEWPORT.width}×${VIEWPORT.height}, a guest)`,
  );
  console.table(rows);
  console.log(`Per target (ms, in click order; ${EVENT_THRESHOLD_MS} = no event of ${EVENT_THRESHOLD_MS} ms or more):\n  ${details.join('\n  ')}`);
}

/** The page's JS heap (MiB) and DOM nodes after two full garbage collections. */
async function heapNow(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return { mib: usedSize / 1024 / 1024, nodes };
}

async function heapOf(browser, path) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await loadHydrated(page, path);
    const loaded = Date.now();
    const cdp = await context.newCDPSession(page);
    await page.waitForTimeout(HEAP_WARMUP_S * 1000);
    const first = await heapNow(cdp);
    log(`heap: ${path} ${first.mib.toFixed(1)} MiB after ${HEAP_WARMUP_S} s; next reading ${HEAP_MINUTES} min after load`);
    await page.waitForTimeout(Math.max(0, loaded + HEAP_MINUTES * 60_000 - Date.now()));
    const last = await heapNow(cdp);
    const growth = (last.mib - first.mib) / first.mib;
    return {
      page: path,
      [`heap at ${HEAP_WARMUP_S} s (MiB)`]: first.mib.toFixed(1),
      [`heap at ${HEAP_MINUTES} min (MiB)`]: last.mib.toFixed(1),
      growth: `${(growth * 100).toFixed(1)} %`,
      'DOM nodes (first → last)': `${first.nodes} → ${last.nodes}`,
      [`aim growth ≤ ${HEAP_GROWTH_AIM * 100} %`]: verdict(growth <= HEAP_GROWTH_AIM),
    };
  } finally {
    await context.close();
  }
}

async function heapSection(browser) {
  log(`heap: /price and /trade/BTC_USDT side by side for ${HEAP_MINUTES} min (first reading after ${HEAP_WARMUP_S} s)`);
  const rows = await Promise.all(Object.keys(TARGETS).map((path) => heapOf(browser, path)));
  console.log(`\nHeap under live ticks (JS heap after two forced collections; desktop ${VIEWPORT.width}×${VIEWPORT.height}, a guest, no CPU slowdown)`);
  console.table(rows);
}

const executablePath = ensureChromium();
await buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-bench-interaction-'));
const servers = await startServers({ webPort, apiPort, dataDir, quiet: true, waitForMarket: true });
try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    if (wants('interaction')) await interactionSection(browser);
    if (wants('heap')) await heapSection(browser);
  } finally {
    await browser.close();
  }
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
