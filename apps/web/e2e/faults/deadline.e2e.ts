import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { expect, test } from '../support/fixtures';

/**
 * A page render against an API that never answers ends within about one request deadline:
 * a second web server (the same build, its own front door) is started here with
 * SERVER_DEADLINE_MS=2000 and API_ORIGIN pointed at a server that accepts and never answers.
 * What the server logs (each failed call: `timed out after N ms`, or `skipped` once the deadline
 * has passed) shows how the deadline was shared.
 */
const DEADLINE_MS = 2_000;

let hung: Server;
let web: ChildProcess | undefined;
let port = 0;
/** everything the web server has written to stdout and stderr */
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const found = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(found));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const WEB = dirname(test.info().config.configFile ?? join(process.cwd(), 'playwright.config.ts'));
  hung = createServer(() => undefined); // accepts every call, answers none
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  port = await freePort();
  web = spawn(join(WEB, '../../node_modules/.bin/tsx'), ['server/main.ts', '--port', String(port)], {
    cwd: WEB,
    env: {
      ...process.env,
      API_ORIGIN: `http://127.0.0.1:${(hung.address() as AddressInfo).port}`,
      SERVER_DEADLINE_MS: String(DEADLINE_MS),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  web.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  web.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // warm the routes up (a first render loads its modules), outside the timed requests
  for (const path of ['/', '/trade/ETH_USDT']) await (await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: `localhost:${port}` } })).text();
});

test.afterAll(async () => {
  if (web && web.exitCode === null) {
    const exited = new Promise((resolve) => web?.once('exit', resolve));
    web.kill('SIGTERM');
    await exited;
  }
  hung.closeAllConnections();
  await new Promise((resolve) => hung.close(resolve));
});

test('a logged-in page answers within about one deadline when the API hangs', async () => {
  const started = Date.now();
  const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `localhost:${port}`, cookie: 'sid=hung-session; uid=42; nickname=Trader' } });
  const html = await answer.text();
  const elapsed = Date.now() - started;
  expect(answer.status).toBe(200);
  expect(html).toContain('<header');
  // get_info, site settings, fiat settings and six account calls share one deadline
  expect(elapsed).toBeLessThan(2 * DEADLINE_MS);
});

test('a trade page opened from a referral link ends within one deadline: the proxy’s calls and the render’s share it', async () => {
  const logged = output.length;
  const started = Date.now();
  // the proxy asks pair_info, the compliance answer and the referral code's verdict; the render its own calls
  const answer = await fetch(`http://127.0.0.1:${port}/trade/BTC_USDT?ref=AFFDEMO26`, { headers: { host: `localhost:${port}` } });
  const html = await answer.text();
  const elapsed = Date.now() - started;
  expect(answer.status).toBe(200);
  // rendered with the contract's defaults
  expect(html).toContain('<header');
  const log = output.slice(logged);
  // the proxy's calls waited for what the deadline allowed, no call longer
  const waits = [...log.matchAll(/timed out after (\d+) ms/g)].map((match) => Number(match[1]));
  expect(waits.length, log).toBeGreaterThan(0);
  for (const wait of waits) expect(wait, log).toBeLessThanOrEqual(DEADLINE_MS);
  // the referral check and the render's calls came after the deadline the proxy started had passed: none waited again
  expect(log).toMatch(/\[referral\] api call skipped .*deadline passed/);
  expect(log).toMatch(/\[api\] api call skipped .*deadline passed/);
  expect(log).not.toMatch(/\[api\] api call failed .*timed out/);
  // generous beside one deadline (the pair check, the referral check and the render each waiting one took three)
  expect(elapsed).toBeLessThan(2 * DEADLINE_MS);
});
