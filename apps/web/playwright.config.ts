import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium headless shell (never a downloaded browser) against servers that
 * `npm test` starts (scripts/test.mjs): web on E2E_WEB_PORT, the API behind it on a fresh database.
 */
const port = Number(process.env.E2E_WEB_PORT ?? 3100);

/**
 * Suites that time real deadlines (the faults' timeouts, the render deadline): `npm test` runs them
 * alone after the rest (E2E_PHASE=alone), since beside the other files' page loads on two busy cores
 * their deadlines measure those too. Two of these files run at a time (the browser-side and the
 * server-side faults are files of their own): their own servers and tabs keep both cores busy (4 %
 * idle over the phase, 2 December), so the phase has no spare time to fill. E2E_PHASE=shared runs the rest on two workers; unset,
 * everything runs. The API restart (faults-restart.e2e.ts) starts servers of its own but times no
 * deadline: it runs with the rest, where its waits for the API to start leave the cores to the
 * other worker (alone it held the machine for ~75 s, mostly waiting).
 */
const ALONE = ['faults.e2e.ts', 'faults-server.e2e.ts', 'deadline.e2e.ts'].map((file) => `**/${file}`);
const phase = process.env.E2E_PHASE;

export default defineConfig({
  testDir: './e2e',
  testMatch: phase === 'alone' ? ALONE : '**/*.e2e.ts',
  testIgnore: phase === 'shared' ? ALONE : [],
  // files run on two workers (a file's tests in order on one), so tests must not depend on
  // another file's state; 2 workers took the suite from ~13.5 to ~11 minutes on 2 cores (it is CPU-bound)
  fullyParallel: false,
  workers: 2,
  // one retry: on two saturated cores a page load now and then stalls past a test's bounds (one
  // test in ~250 on some runs, a different one each time); a test that fails twice fails the run,
  // and one that passed only on its retry is named in npm test's summary (scripts/test.mjs), not hidden
  retries: 1,
  // a run broken throughout (every test to its timeout, twice) would outlast CI's 90 minutes and
  // print no summary: after ten tests failed twice the rest are skipped and the run fails
  maxFailures: 10,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // no GPU here: without this flag Chromium emulates one in software (SwiftShader), ~20% more CPU per test
        '--disable-software-rasterizer',
      ],
    },
    trace: 'off',
    // The site's service worker registers on every page's load (src/lib/offline/ServiceWorkerRegistrar.tsx)
    // and from then on answers each navigation of the context: with a fresh context per test that
    // is an install, an activation and a worker start per test, ~3 % of the browser phase
    // here. The tests about the worker allow it (header.e2e.ts: registration, navigations through
    // it, its offline answer); everywhere else it is blocked, so pages load straight from the network.
    serviceWorkers: 'block',
  },
});
