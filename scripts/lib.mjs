// Shared by start.mjs, test.mjs and bench/run.mjs: builds, system packages and the two servers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB = join(ROOT, 'apps/web');
export const API = join(ROOT, 'apps/api');
const BIN = join(ROOT, 'node_modules/.bin');
/** Debian's Chromium: Lighthouse and the benchmarks (a full browser, as visitors have). */
/** Debian's Chromium, for Lighthouse and the benchmarks; `BENCH_CHROME_PATH` names another build. */
export const CHROMIUM = process.env.BENCH_CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The browser tests' Chromium: Debian's headless shell (the same Blink and V8 as Debian's Chromium,
 * built without the desktop browser around them, as Playwright's own headless runs use). A browser
 * test costs about a third less CPU than in the full browser's headless mode. `CHROME_PATH` names
 * another build.
 */
export const TEST_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function log(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a command to completion, inheriting output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolveRun(127));
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === '.next' || entry.startsWith('.')) continue;
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The one build of this process (every caller after the first waits for the same one). */
let building;

/**
 * Builds the web app when there is no build, or when a source it depends on is newer than the build.
 * `typeChecked`: the caller type-checks the web sources itself after this build (npm test's static
 * phase runs `tsc -p apps/web`, which then also reads the route types the build generates in
 * .next/types), so Next's own TypeScript pass over the same files (~27 s of one core on a clean
 * build) is skipped (WEB_BUILD_TYPECHECKED, next.config.ts). A build on its own checks its types.
 * Such a build is marked (UNCHECKED) until the caller's check passes (markWebTypesChecked): a later
 * process (npm start, the browser tests alone) builds again rather than run one whose types failed.
 */
export function buildWebIfStale({ typeChecked = false } = {}) {
  building ??= buildWeb(typeChecked);
  return building;
}

/** Marks a build whose own TypeScript pass was skipped (buildWebIfStale's `typeChecked`). */
const UNCHECKED = join(WEB, '.next/TYPES_UNCHECKED');

/** The caller's type check of a `typeChecked` build passed: the build counts as any other. */
export function markWebTypesChecked() {
  rmSync(UNCHECKED, { force: true });
}

async function buildWeb(typeChecked) {
  const buildId = join(WEB, '.next/BUILD_ID');
  const sources = ['app', 'src', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package.json'].map((p) => join(WEB, p));
  sources.push(join(ROOT, 'packages/sites/src'), join(ROOT, 'packages/contract/src'));
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const newest = Math.max(...sources.map(newestMtime));
  // a build whose types were never checked does for a caller that checks them itself, for no other
  const unchecked = existsSync(UNCHECKED);
  if (built && built >= newest && (typeChecked || !unchecked)) return;
  log(
    !built
      ? 'no build yet: building the web app'
      : built < newest
        ? 'sources changed since the last build: building the web app'
        : 'the last build skipped its type check, and none has passed since: building the web app',
  );
  const start = Date.now();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(typeChecked ? { WEB_BUILD_TYPECHECKED: '1' } : {}) };
  const code = await run(join(BIN, 'next'), ['build'], { cwd: WEB, env });
  if (code !== 0) throw new Error('next build failed');
  if (typeChecked) writeFileSync(UNCHECKED, 'next build skipped its TypeScript pass; npm test removes this file when its own type check passes\n');
  else rmSync(UNCHECKED, { force: true });
  log(`web app built in ${Math.round((Date.now() - start) / 1000)} s${typeChecked ? ' (its types are checked with the static checks)' : ''}`);
}

/** Installs a Debian package when running as root; otherwise says exactly what to install. */
function aptInstall(pkg, why) {
  if (!isRoot()) {
    throw new Error(`${why} is missing. Install it with:  sudo apt-get install -y ${pkg}`);
  }
  log(`installing ${pkg} with apt (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env }) : update;
  if (install.status !== 0) throw new Error(`apt-get install ${pkg} failed`);
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) {
    if (process.env.BENCH_CHROME_PATH) throw new Error(`BENCH_CHROME_PATH names ${CHROMIUM}, which does not exist`);
    aptInstall('chromium', "Debian's Chromium (for Lighthouse and the benchmarks)");
  }
  return CHROMIUM;
}

/** The browser tests' Chromium (see TEST_CHROMIUM), installing Debian's headless shell if needed. */
export function ensureTestChromium() {
  if (!existsSync(TEST_CHROMIUM)) {
    if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH names ${TEST_CHROMIUM}, which does not exist`);
    aptInstall('chromium-headless-shell', "Debian's Chromium headless shell (for the browser tests)");
  }
  return TEST_CHROMIUM;
}

/** The directory holding initdb and pg_ctl of Debian's postgresql package, installing it if needed. */
export function ensurePostgres() {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return undefined;
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    return versions[0] ? join(base, versions[0], 'bin') : undefined;
  };
  let bin = find();
  if (!bin) {
    aptInstall('postgresql', "Debian's PostgreSQL server (for the API tests against a real server)");
    bin = find();
  }
  if (!bin) throw new Error('postgresql is installed but initdb was not found under /usr/lib/postgresql');
  return bin;
}

/** What the API prints once it leads the market simulator and its candle history is complete (market/engine.ts). */
const MARKET_READY = /\[api\] market: leading, candle history ready/;

/**
 * Resolves when `child` prints a line matching `pattern` on its piped stdout (rejects if it exits
 * first, or after `timeoutMs`); its output still reaches this terminal unless `quiet`.
 */
function apiLine(child, pattern, quiet, timeoutMs = 180_000) {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`the API did not print ${pattern} within ${timeoutMs / 1000} s`)), timeoutMs);
    timer.unref();
    child.stdout.on('data', (chunk) => {
      if (!quiet) process.stdout.write(chunk);
      buffered = (buffered + chunk.toString()).slice(-4096);
      if (pattern.test(buffered)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the API exited with code ${code} before printing ${pattern}`)));
  });
}

async function waitFor(url, child, name, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the API (migrating and seeding its database) and then the built web app behind its
 * front door (apps/web/server/main.ts); `apiOnly` starts the API alone, `apiEnv` adds variables to its environment
 * (the API gets DEV_COUNTRY_COOKIE=1 and DEV_CHAIN=1 unless the environment sets them). `waitForMarket` also waits
 * until the API leads the market simulator and has backfilled its candle history: the load
 * benches measure a running server, not its first seconds of start-up work.
 * Resolves to { stop } once both answer.
 */
/**
 * The API's environment in the browser tests (scripts/e2e.mjs, the browser suite of scripts/test.mjs):
 * the `dev_country` cookie names the visitor's country, DEV_CHAIN opens the simulated-deposit call
 * (the deposit page's tests send deposits with it), and the house quotes only the most active
 * pair unwatched (every book a page follows is still quoted), so its trading does not compete with
 * the browsers for the two cores; a KYC application is reviewed 2 seconds after it is made (the
 * KYC test waits for the live approval, not 30 seconds); a withdrawal stays pending 8 s (still
 * time for the withdraw page's test to cancel one) and processes 1 s, not 10 s and 5 s: that test
 * watches one complete.
 */
export const E2E_API_ENV = {
  DEV_COUNTRY_COOKIE: '1',
  DEV_CHAIN: '1',
  MARKET_MAKER_PAIRS: '1',
  KYC_REVIEW_DELAY_MS: '2000',
  WITHDRAWAL_PENDING_MS: '8000',
  WITHDRAWAL_PROCESSING_MS: '1000',
};

/**
 * The browser tests' environments for an API on `apiPort`: the API's (E2E_API_ENV, and its account
 * mail written into an outbox folder of this port's, emptied here) and Playwright's, which is told
 * that folder as E2E_OUTBOX_DIR (the tests read the codes mailed to them: e2e/support/outbox.ts).
 */
export function e2eEnv(apiPort) {
  const outbox = join(tmpdir(), `exchange-e2e-outbox-${apiPort}`);
  rmSync(outbox, { recursive: true, force: true });
  mkdirSync(outbox, { recursive: true });
  return { apiEnv: { ...E2E_API_ENV, MAIL_OUTBOX_DIR: outbox }, testEnv: { E2E_OUTBOX_DIR: outbox } };
}

/**
 * Where `npm start`'s API sends account mail, for its summary: SMTP when MAIL_SMTP_URL is set, else
 * the outbox folder (MAIL_OUTBOX_DIR, default DATA_DIR/outbox), which start.mjs passes to the API
 * itself so the two cannot disagree.
 */
export function startMail(env = process.env) {
  const smtp = env.MAIL_SMTP_URL?.trim();
  if (smtp) {
    let host = 'the SMTP server in MAIL_SMTP_URL';
    try {
      host = new URL(smtp).host;
    } catch {
      // the API refuses it with its own message
    }
    return { apiEnv: {}, summary: `SMTP ${host}` };
  }
  const outbox = resolve(API, env.MAIL_OUTBOX_DIR?.trim() || join(env.DATA_DIR?.trim() || 'data', 'outbox'));
  return { apiEnv: { MAIL_OUTBOX_DIR: outbox }, summary: `${outbox} (a JSON file per message; MAIL_SMTP_URL sends through SMTP)` };
}

export async function startServers({
  webPort = 3000,
  apiPort = 4000,
  dataDir,
  databaseUrl,
  quiet = false,
  apiOnly = false,
  apiEnv: extraApiEnv = {},
  webEnv: extraWebEnv = {},
  waitForMarket = false,
} = {}) {
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';
  // DEV_COUNTRY_COOKIE=1 (unless the environment says otherwise): on this machine the `dev_country`
  // cookie names the visitor's country (demos, browser tests); DEV_CHAIN=1: the simulated-deposit
  // call answers (the deposit page's test deposit). The API ignores both under NODE_ENV=production.
  const apiEnv = { DEV_COUNTRY_COOKIE: '1', DEV_CHAIN: '1', ...process.env, PORT: String(apiPort), ...extraApiEnv };
  if (dataDir) apiEnv.DATA_DIR = dataDir;
  if (databaseUrl) apiEnv.DATABASE_URL = databaseUrl;
  const api = spawn(join(BIN, 'tsx'), ['src/main.ts'], { cwd: API, env: apiEnv, stdio: waitForMarket ? ['ignore', 'pipe', 'inherit'] : stdio });
  const marketReady = waitForMarket ? apiLine(api, MARKET_READY, quiet) : null;
  marketReady?.catch(() => undefined); // awaited below; an early exit is reported by waitFor
  const children = [api];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
          }),
      ),
    );
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/web/v1/site/settings`, api, 'the API');
    if (marketReady) {
      log('waiting for the API to lead the market and backfill its candle history (start-up work the load figures leave out)');
      await marketReady;
    }
    if (apiOnly) return { stop };
    // the front door (apps/web/server/main.ts) in front of Next's handler for the build
    const web = spawn(join(BIN, 'tsx'), ['server/main.ts', '--port', String(webPort)], {
      cwd: WEB,
      env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${apiPort}`, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...extraWebEnv },
      stdio,
    });
    children.push(web);
    await waitFor(`http://127.0.0.1:${webPort}/`, web, 'the web app');
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
