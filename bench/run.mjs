// `npm run bench`: for each page, the first-load JavaScript (gzipped KiB) and Lighthouse mobile
// scores (performance, accessibility, best practices, SEO; the median of BENCH_RUNS runs, default
// 3, since a 2-core machine varies from run to run) in Debian's Chromium. Prints figures;
// asserts nothing. Servers run on their own ports with a fresh database.
// Before the pages, the API benches of API_BENCHES run (each its own script, own API, fresh
// database). `npm run bench -- ws-fanout spots-rps` runs only the named ones (`pages`: the pages).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, buildWebIfStale, ensureChromium, log, run, startServers } from '../scripts/lib.mjs';

/** API benches: name → script in bench/. */
const API_BENCHES = { 'ws-fanout': 'ws-fanout.mjs', 'spots-rps': 'spots-rps.mjs' };
const wanted = process.argv.slice(2);
for (const [name, script] of Object.entries(API_BENCHES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  log(`bench ${name}`);
  await run(process.execPath, [fileURLToPath(new URL(script, import.meta.url))]);
}
if (wanted.length > 0 && !wanted.includes('pages')) process.exit(0);

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3200);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4200);
const url = (host, path) => `http://${host === 'main' ? 'localhost' : `${host}.localhost`}:${webPort}${path}`;

const PAGES = [
  { name: 'home (main)', url: url('main', '/') },
  { name: 'home (tr)', url: url('tr', '/') },
  { name: 'home (eu)', url: url('eu', '/') },
  { name: 'home (main, ar)', url: url('main', '/ar') },
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
  return { kib: gz / 1024, files: scripts.length };
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
const servers = await startServers({ webPort, apiPort, dataDir, quiet: true });
const rows = [];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (values) => {
  const numbers = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return numbers.length ? numbers[Math.floor(numbers.length / 2)] : values[0];
};
try {
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
      const pick = (key) => median(runs.map((run) => run[key]));
      rows.push({
        page: pageDef.name,
        'first-load JS (gzip KiB)': js[i].kib.toFixed(1),
        scripts: js[i].files,
        performance: pick('perf'),
        accessibility: pick('a11y'),
        'best practices': pick('bp'),
        seo: pick('seo'),
      });
    }
  } finally {
    chrome.kill();
  }
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
