// Browser tests, some or all, on their own: builds the web app if stale, starts the API (fresh
// embedded database) and the web server on E2E_WEB_PORT / E2E_API_PORT, runs Playwright with the
// arguments given (spec files, --grep …), stops both. `node scripts/e2e.mjs e2e/features/header.e2e.ts`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, WEB, buildWebIfStale, e2eEnv, ensureTestChromium, run, startServers } from './lib.mjs';

const chromium = ensureTestChromium();
await buildWebIfStale();
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-e2e-'));
// the dev_country cookie names a visitor's country for the API in browser tests (never in production)
const { apiEnv, testEnv } = e2eEnv(apiPort);
const servers = await startServers({ webPort, apiPort, dataDir, databaseUrl: process.env.E2E_DATABASE_URL, quiet: true, apiEnv });
let code = 1;
try {
  code = await run(join(ROOT, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
    cwd: WEB,
    env: { ...process.env, ...testEnv, CHROME_PATH: chromium, E2E_WEB_PORT: String(webPort) },
  });
} finally {
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
