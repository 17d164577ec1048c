// `npm test`: every suite (static checks, unit, API on PGlite, API on a real PostgreSQL server, the API
// fuzz through the web server's forwarding to an API on that server, browser with its API on that server), then
// one closing line "N passed, N failed" over all of them; under each test suite's line (vitest's, the browser's) its ten slowest files.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { API, ROOT, WEB, e2eEnv, buildWebIfStale, ensureTestChromium, ensurePostgres, log, markWebTypesChecked, run, startServers } from './lib.mjs';

const BIN = join(ROOT, 'node_modules/.bin');
const scratch = mkdtempSync(join(tmpdir(), 'exchange-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
const started = Date.now();
/** when the previous suite finished: the suites run one after another, so each line's time is its own (a build it waited for included) */
let lastRecord = started;

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** `files` ([name, ms]), the ten slowest first, as one line under a suite's: where its time went. */
function slowestLine(files) {
  const top = [...files].sort((a, b) => b[1] - a[1]).slice(0, 10);
  return top.length > 0 ? `  slowest files: ${top.map(([file, ms]) => `${file} ${(ms / 1000).toFixed(1)} s`).join(', ')}` : null;
}

function record(name, passed, failed, skipped = 0, flaky = [], files = []) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const now = Date.now();
  const retried = flaky.length > 0 ? ` (${flaky.length} only on a retry: ${flaky.join('; ')})` : '';
  summary.push(`${name}: ${passed} passed${retried}, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds(now - lastRecord)})`);
  const slowest = slowestLine(files);
  if (slowest) summary.push(slowest);
  lastRecord = now;
}

/** A suite that could not run counts as one failure, with the reason printed. */
function broken(name, error) {
  console.error(`\n✗ ${name} could not run: ${error instanceof Error ? error.message : String(error)}`);
  record(name, 0, 1);
}

async function vitestSuite(name, cwd, env = {}, args = []) {
  const out = join(scratch, `${name.replace(/\W+/g, '-')}.json`);
  log(`${name} tests`);
  const code = await run(join(BIN, 'vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd,
    env: { ...process.env, ...env },
  });
  if (!existsSync(out)) return broken(name, `vitest exited with ${code} and wrote no report`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failedSuites = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  // vitest also fails a run on errors no test caught (an unhandled rejection, a connection killed under
  // a test): the report counts no failed test then, so the exit code is what says it
  const unhandled = code !== 0 && report.numFailedTests + failedSuites === 0 ? 1 : 0;
  if (unhandled) console.error(`\n✗ ${name}: vitest exited with ${code} with no failed test: errors outside the tests (see "Unhandled Errors" above)`);
  // each file's time, from its start to its end (files run side by side, so these overlap)
  const files = report.testResults.map((file) => [relative(ROOT, file.name), file.endTime - file.startTime]);
  record(name, report.numPassedTests, report.numFailedTests + failedSuites + unhandled, report.numPendingTests + report.numTodoTests, [], files);
}

async function withPostgres(body) {
  const bin = ensurePostgres();
  const dir = join(scratch, 'pg');
  const port = String(process.env.TEST_PG_PORT ?? 54329);
  const asRoot = process.getuid?.() === 0;
  const as = (cmd, args) =>
    asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'inherit' }) : spawnSync(cmd, args, { stdio: 'inherit' });
  if (asRoot) {
    spawnSync('mkdir', ['-p', dir]);
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(scratch, Number(pw.stdout.trim()), Number(gid.stdout.trim()));
    chownSync(dir, Number(pw.stdout.trim()), Number(gid.stdout.trim()));
  }
  if (as(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']).status !== 0) throw new Error('initdb failed');
  const start = as(join(bin, 'pg_ctl'), ['-D', dir, '-l', join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -h 127.0.0.1 -F`, '-w', 'start']);
  if (start.status !== 0) throw new Error(`PostgreSQL did not start (see ${join(dir, 'server.log')})`);
  const createDatabase = (name) => {
    if (as(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', port, '-U', 'postgres', name]).status !== 0) throw new Error(`createdb ${name} failed`);
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  try {
    await body(`postgres://postgres@127.0.0.1:${port}/postgres`, createDatabase);
  } finally {
    as(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
  }
}

/**
 * The browser suite, against an API on `databaseUrl` (a fresh database on the test PostgreSQL
 * server: the embedded PGlite database costs the idle API about three times the CPU, which the
 * browser suite's two busy cores feel throughout; the API suites run on both).
 */
async function browserSuite(databaseUrl) {
  const chromium = ensureTestChromium();
  await buildWebIfStale();
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
  log(`browser tests (web :${webPort}, api :${apiPort}, fresh database on PostgreSQL)`);
  // the dev_country cookie names a visitor's country for the API in browser tests (never in production)
  const { apiEnv, testEnv } = e2eEnv(apiPort);
  const servers = await startServers({ webPort, apiPort, databaseUrl, quiet: true, apiEnv });
  // two phases (apps/web/playwright.config.ts): the files that share the servers on two workers,
  // then the suites that time real deadlines alone
  const phases = ['shared', 'alone'];
  try {
    for (const phase of phases) {
      await run(join(BIN, 'playwright'), ['test'], {
        cwd: WEB,
        env: {
          ...process.env,
          ...testEnv,
          CHROME_PATH: chromium,
          E2E_WEB_PORT: String(webPort),
          E2E_PHASE: phase,
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(scratch, `e2e-${phase}.json`),
        },
      });
    }
  } finally {
    await servers.stop();
  }
  const sum = { passed: 0, failed: 0, skipped: 0, flaky: [], files: new Map() };
  for (const phase of phases) {
    const out = join(scratch, `e2e-${phase}.json`);
    if (!existsSync(out)) return broken('browser', `playwright wrote no report for the ${phase} phase`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    sum.passed += report.stats.expected + report.stats.flaky;
    sum.failed += report.stats.unexpected;
    sum.skipped += report.stats.skipped;
    sum.flaky.push(...flakyTests(report));
    for (const [file, ms] of fileDurations(report)) sum.files.set(file, (sum.files.get(file) ?? 0) + ms);
  }
  record('browser', sum.passed, sum.failed, sum.skipped, sum.flaky, [...sum.files]);
}

/** Every spec of a Playwright JSON report, with its file (relative to the e2e folder). */
function specsOf(report) {
  const found = [];
  const walk = (suite) => {
    found.push(...(suite.specs ?? []));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

/** The tests of a Playwright JSON report that failed and then passed on their retry, as file:line title. */
function flakyTests(report) {
  return specsOf(report)
    .filter((spec) => spec.tests.some((t) => t.status === 'flaky'))
    .map((spec) => `${spec.file}:${spec.line} ${spec.title}`);
}

/** Each test file's time in a Playwright JSON report: its tests' durations, every attempt, summed (a file's tests run one after another). */
function fileDurations(report) {
  const files = new Map();
  for (const spec of specsOf(report)) {
    const ms = spec.tests.flatMap((t) => t.results).reduce((total, result) => total + (result.duration ?? 0), 0);
    files.set(spec.file, (files.get(spec.file) ?? 0) + ms);
  }
  return files;
}

/** The static checks: each counts as one test (TypeScript over every workspace, ESLint, Prettier, the supply chain). */
async function staticChecks() {
  const checks = [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', join(BIN, 'eslint'), ['.', '--max-warnings', '0']],
    ['format', join(BIN, 'prettier'), ['--check', '--log-level', 'warn', '.']],
    // exact versions, the lockfile's origin and integrity, no install scripts unless listed (scripts/supply-chain.ts)
    ['supply chain', join(BIN, 'tsx'), ['scripts/supply-chain.ts']],
  ];
  log('static checks: typecheck, lint, format, supply chain');
  const results = await Promise.all(checks.map(async ([name, command, args]) => [name, await run(command, args, { cwd: ROOT })]));
  const failed = results.filter(([, code]) => code !== 0).map(([name]) => name);
  // the web build skipped its own type pass for this one (buildWebIfStale's typeChecked)
  if (!failed.includes('typecheck')) markWebTypesChecked();
  if (failed.length > 0) console.error(`\n✗ static checks failed: ${failed.join(', ')}`);
  record('static', results.length - failed.length, failed.length);
}

const only = process.argv.slice(2);
const wants = (suite) => only.length === 0 || only.includes(suite);

/** The suites after the static checks that run the built web app. */
const needsWeb = ['forwarding', 'browser'].some(wants);

try {
  // the web build first when the static checks follow: their `tsc -p apps/web` then reads the
  // route types the build generates, and the build skips its own pass over the same sources
  if (wants('static') && needsWeb) {
    try {
      await buildWebIfStale({ typeChecked: true });
    } catch {
      // each suite that needs the build says it could not run
    }
    summary.push(`web build (${seconds(Date.now() - lastRecord)})`);
    lastRecord = Date.now();
  }
  if (wants('static')) await staticChecks();
  if (wants('unit')) await vitestSuite('unit', ROOT);
  // on PGlite, what is about the embedded database or where it differs from a server
  // (apps/api/vitest.pglite.config.ts); the whole suite runs on PostgreSQL (api-pg)
  if (wants('api')) await vitestSuite('api (PGlite)', API, {}, ['--config', 'vitest.pglite.config.ts']);
  // on the test PostgreSQL server: the API suites, then the API fuzz inputs through the built web
  // server's forwarding (apps/api/fuzz/forwardingFuzz.ts; the in-process HTTP fuzz runs on PGlite),
  // then the browser suite with its API on a fresh database of the same server
  if (wants('api-pg') || wants('forwarding') || wants('browser')) {
    let built = false;
    if (wants('forwarding')) {
      try {
        await buildWebIfStale();
        built = true;
      } catch (error) {
        broken('forwarding fuzz', error);
      }
    }
    try {
      await withPostgres(async (url, createDatabase) => {
        if (wants('api-pg')) await vitestSuite('api (PostgreSQL)', API, { TEST_DATABASE_URL: url });
        if (built) await vitestSuite('forwarding fuzz (PostgreSQL)', API, { TEST_DATABASE_URL: url }, ['--config', 'vitest.forwarding.config.ts']);
        if (wants('browser')) {
          try {
            await browserSuite(createDatabase('e2e'));
          } catch (error) {
            broken('browser', error);
          }
        }
      });
    } catch (error) {
      broken('PostgreSQL suites', error);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''} (${seconds(Date.now() - started)})`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
