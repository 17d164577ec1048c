// `node bench/interaction.mjs [interaction] [heap]` (also `npm run bench -- interaction heap`): two
// of the aims in Debian's Chromium (playwright-core, desktop 1440×900, a guest), on /price
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
//     finds nothing stops the bench (it must never measure nothing). The targets and the
//     measuring are bench/event-timing.mjs, shared with the `book` section (bench/book.mjs).
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
/** The heap aim: growth ≤ 10 % from the first minute. */
const HEAP_GROWTH_AIM = 0.1;

const web = (path) => `http://localhost:${webPort}${path}`;

async function interactionSection(browser) {
  const rows = [];
  const details = [];
  for (const [path, targets] of Object.entries(TARGETS)) {
    log(`interaction: ${path} — ${CLICKS} clicks at 4× CPU slowdown`);
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      await context.addInitScript(observeInteractions, EVENT_THRESHOLD_MS);
      const page = await context.newPage();
      await loadHydrated(page, web(path));
      await checkTargets(page, path, targets);
      // the live ticks flow a while before the clicks, at full speed
      await page.waitForTimeout(SETTLE_S * 1000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const series = await clickSeries(page, path, targets, CLICKS);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      rows.push({ page: path, ...series.figures, [`aim p95 ≤ ${INTERACTION_P95_AIM_MS} ms`]: verdict(series.p95 <= INTERACTION_P95_AIM_MS) });
      details.push(series.details);
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
    await loadHydrated(page, web(path));
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
