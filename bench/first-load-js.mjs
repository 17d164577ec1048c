// First-load JavaScript only (no Lighthouse): the gzipped size of every script a page loads until
// the network is idle, as `npm run bench -- pages` measures it (bench/run.mjs firstLoadJs), for a
// few pages of the current build. Starts the API and the web server (take /tmp/e2e.lock around it
// on a shared machine):  node bench/first-load-js.mjs [path …]   (default: / /price /trade/BTC_USDT)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, buildWebIfStale, ensureChromium, startServers } from '../scripts/lib.mjs';
import { firstLoadJs } from './page-js.mjs';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/price', '/trade/BTC_USDT'];

const executablePath = ensureChromium();
await buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-js-'));
const servers = await startServers({ webPort, apiPort, dataDir, quiet: true });
try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    for (const path of paths) {
      const runs = [];
      // twice: the first load of a page also warms the server's caches; the scripts are the same
      for (let i = 0; i < 2; i += 1) runs.push(await firstLoadJs(browser, `http://localhost:${webPort}${path}`));
      const last = runs[runs.length - 1];
      console.log(`${path.padEnd(20)} ${last.kib.toFixed(1)} KiB gzip, ${last.files} scripts`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
