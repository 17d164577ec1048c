/* global document, performance -- inside page.waitForFunction and page.evaluate, run in the browser */
// `npm run bench`: for each page, the first-load JavaScript (gzipped KiB, and as a multiple of a
// bare Next page's) and Lighthouse mobile scores (performance, accessibility, best practices, SEO;
// the median of BENCH_RUNS runs, default 3, since a 2-core machine varies from run to run) in
// Debian's Chromium; then the market figures: search ranking per keystroke over the site's spot
// markets; before them the API benches (WebSocket fan-out to 500 clients, market/spots requests
// per second), each its own script with its own API on a fresh database, and the chart indicators'
// throughput (MACD, KDJ, TD Sequential over 100,000 bars; no servers). Prints figures; asserts
// nothing. The trade page adds the chart's first paint and whether the chart library loads (it must only
// where a chart is shown). `load` (bench/load.mjs): requests per second and latency under 50
// connections (autocannon) of the API's market list, the home page as a visitor and logged in, and a
// bare Next page. `npm run bench -- ws-fanout spots-rps load candles indicators pages chart markets`
// runs only the named sections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ROOT, buildWebIfStale, ensureChromium, log, run, startServers } from '../scripts/lib.mjs';
import { withBareNext } from './bare-next.mjs';

const only = process.argv.slice(2);
const wants = (section) => only.length === 0 || only.includes(section);

/** API benches: name → script in bench/. */
const API_BENCHES = { 'ws-fanout': 'ws-fanout.mjs', 'spots-rps': 'spots-rps.mjs' };
for (const [name, script] of Object.entries(API_BENCHES)) {
  if (!wants(name)) continue;
  log(`bench ${name}`);
  await run(process.execPath, [join(ROOT, 'bench', script)]);
}
if (wants('load')) {
  log('bench load');
  const code = await run(process.execPath, [join(ROOT, 'bench/load.mjs')]);
  if (code !== 0) console.log('load bench failed');
}
if (wants('candles')) {
  log('bench candles');
  const code = await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/candles.ts')], { cwd: ROOT });
  if (code !== 0) console.log('candles bench failed');
}
if (wants('indicators')) {
  log('bench indicators');
  const code = await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/indicators.ts')], { cwd: ROOT });
  if (code !== 0) console.log('indicators bench failed');
}
if (!wants('pages') && !wants('markets') && !wants('chart')) process.exit(0);

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3200);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4200);
const url = (host, path) => `http://${host === 'main' ? 'localhost' : `${host}.localhost`}:${webPort}${path}`;

const PAGES = [
  { name: 'home (main)', url: url('main', '/') },
  { name: 'home (tr)', url: url('tr', '/') },
  { name: 'home (eu)', url: url('eu', '/') },
  { name: 'home (main, ar)', url: url('main', '/ar') },
  { name: 'markets /price', url: url('main', '/price') },
  { name: 'trade /trade/BTC_USDT', url: url('main', '/trade/BTC_USDT') },
  { name: 'login', url: url('main', '/login') },
  { name: 'signup', url: url('main', '/signup') },
  { name: '404', url: url('main', '/no-such-page') },
];

/** Sum of the gzipped sizes of every script the page loads before it is idle. */
async function firstLoadJs(browser, pageUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  const gz = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  // the chart library's banner: it must load only where a chart is shown
  const chartLib = scripts.some((body) => body.includes('Lightweight Charts'));
  return { kib: gz / 1024, files: scripts.length, chartLib };
}

async function lighthouseScores(port, pageUrl) {
  const result = await lighthouse(pageUrl, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  // Lighthouse refuses to score a page answered with an error status (the 404 page): say so.
  if (result?.lhr.runtimeError) {
    const why = result.lhr.runtimeError.code;
    return { perf: why, a11y: why, bp: why, seo: why };
  }
  const categories = result?.lhr.categories ?? {};
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  return { perf: score('performance'), a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo') };
}

const executablePath = ensureChromium();
await buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-bench-'));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (values) => {
  const numbers = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return numbers.length ? numbers[Math.floor(numbers.length / 2)] : values[0];
};

/** First-load JS of a bare Next page: the yardstick the home page's budget (≤ 1.15×) is set against. */
async function bareNextKib() {
  return withBareNext(webPort + 90, async (bareUrl) => {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
    try {
      return (await firstLoadJs(browser, bareUrl)).kib;
    } finally {
      await browser.close();
    }
  });
}

async function pagesSection(bare) {
  const rows = [];
  // First-load JavaScript for every page, then Lighthouse with nothing else running in a browser.
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  const js = [];
  try {
    for (const pageDef of PAGES) js.push(await firstLoadJs(browser, pageDef.url));
  } finally {
    await browser.close();
  }
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const [i, pageDef] of PAGES.entries()) {
      log(`measuring ${pageDef.name} (Lighthouse median of ${RUNS})`);
      const runs = [];
      for (let r = 0; r < RUNS; r += 1) runs.push(await lighthouseScores(chrome.port, pageDef.url));
      const pick = (key) => median(runs.map((one) => one[key]));
      rows.push({
        page: pageDef.name,
        'first-load JS (gzip KiB)': js[i].kib.toFixed(1),
        '× bare Next': (js[i].kib / bare).toFixed(3),
        scripts: js[i].files,
        'chart library': js[i].chartLib ? 'loaded' : 'absent',
        performance: pick('perf'),
        accessibility: pick('a11y'),
        'best practices': pick('bp'),
        seo: pick('seo'),
      });
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nPages (a bare Next 16 page: ${bare.toFixed(1)} KiB gzip of first-load JS)`);
  console.table(rows);
  const home = js[PAGES.findIndex((p) => p.name === 'home (main)')];
  const trade = js[PAGES.findIndex((p) => p.name.startsWith('trade'))];
  if (home && trade)
    console.log(`trade page first-load JS: ${trade.kib.toFixed(1)} KiB = ${(trade.kib / home.kib).toFixed(2)}× home's (the chart library included)`);
}

/**
 * Chart first paint on the trade page: from navigation start until the first chart has its candles
 * drawn (its canvas reports data-status="ready"), at a phone's and a desktop's size; median of RUNS.
 */
async function chartSection() {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  const rows = [];
  try {
    for (const viewport of [
      { label: 'phone 390×844', width: 390, height: 844 },
      { label: 'desktop 1440×900', width: 1440, height: 900 },
    ]) {
      const times = [];
      for (let r = 0; r < RUNS; r += 1) {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        const page = await context.newPage();
        await page.goto(url('main', '/trade/BTC_USDT'), { waitUntil: 'commit' });
        await page.waitForFunction(() => document.querySelector('[role="application"][data-status="ready"]') !== null, null, {
          polling: 'raf',
          timeout: 60_000,
        });
        times.push(await page.evaluate(() => performance.now()));
        await context.close();
      }
      rows.push({ viewport: viewport.label, 'chart first paint (ms, median)': Math.round(median(times)), runs: times.map((t) => Math.round(t)).join(' ') });
    }
  } finally {
    await browser.close();
  }
  console.log('\nChart on /trade/BTC_USDT (navigation start → candles drawn)');
  console.table(rows);
}

async function marketsSection() {
  log('search ranking per keystroke over the spot markets');
  const code = await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'bench/search-rank.ts')], {
    cwd: ROOT,
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  });
  if (code !== 0) console.log('search ranking bench failed');

  // the coin panel's virtual list and the markets page's: rows in the DOM against rows in the list
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url('main', '/'), { waitUntil: 'networkidle' });
    await page.locator('header nav a[aria-controls][href$="/trade/BTC_USDT"]').hover();
    const panel = page.locator('[role="table"][aria-rowcount]').first();
    await panel.waitFor();
    await page.waitForFunction(() => Number(document.querySelector('header [role="table"]')?.getAttribute('aria-rowcount')) > 100);
    const panelRows = await panel.evaluate((t) => ({ list: Number(t.getAttribute('aria-rowcount')) - 1, dom: t.querySelectorAll('[role="row"]').length - 1 }));
    await page.goto(url('main', '/price'), { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Number(document.querySelector('main [role="table"]')?.getAttribute('aria-rowcount')) > 100);
    const priceRows = await page
      .locator('main [role="table"]')
      .evaluate((t) => ({ list: Number(t.getAttribute('aria-rowcount')) - 1, dom: t.querySelectorAll('[role="row"]').length - 1 }));
    console.log('\nVirtual lists (rows in the list / rows in the DOM)');
    console.table([
      { list: 'spot coin panel (USDT tab)', rows: panelRows.list, 'in the DOM': panelRows.dom },
      { list: '/price (all markets)', rows: priceRows.list, 'in the DOM': priceRows.dom },
    ]);
  } finally {
    await browser.close();
  }
}

const bare = wants('pages') ? await bareNextKib() : 0;
const servers = await startServers({ webPort, apiPort, dataDir, quiet: true });
try {
  if (wants('pages')) await pagesSection(bare);
  if (wants('chart')) await chartSection();
  if (wants('markets')) await marketsSection();
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
