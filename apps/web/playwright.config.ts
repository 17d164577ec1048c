import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium headless shell (never a downloaded browser) against servers that
 * `npm test` starts (scripts/test.mjs): web on E2E_WEB_PORT, the API behind it on a fresh database.
 */
const port = Number(process.env.E2E_WEB_PORT ?? 3100);

/**
 * Suites that time real deadlines (the browser's call timeout under a held call, the server's
 * render deadline): `npm test` runs them alone after the rest (E2E_PHASE=alone), since beside the
 * other files' page loads on two busy cores their deadlines measure those too. They run two at a
 * time (one worker each), and mostly wait: the browser-side delay holds calls past the client's
 * timeout (faults.e2e.ts, which also drops the market socket); the server-side faults and the
 * request deadline hold a second web server's calls (faults-server.e2e.ts, deadline.e2e.ts).
 * E2E_PHASE=shared runs the rest on two workers; unset, everything runs. The other fault suites start servers of
 * their own but time no deadline: the browser-side faults that answer at once (faults-client.e2e.ts),
 * the API restart (faults-restart.e2e.ts, whose waits for the API to start leave the cores to the
 * other worker), the drain (drain.e2e.ts) run with the rest.
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
