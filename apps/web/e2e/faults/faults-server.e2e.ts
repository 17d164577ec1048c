import { DEMO_PASSWORD, expect, siteUrl, test } from '../support/fixtures';
import type { Allowed } from './faults-browser';
import { GUEST_PAGES, USER_PAGES, loggedInState, visitAll, type PageCase, type StorageState } from './faults-pages';
import { SERVER_FAULTS, getPage, sidePort, startFaultProxy, startWeb, type FaultProxy, type Running, type ServerFault } from './faults-servers';

/**
 * Faults on the server's side (issue 13 §3): every API call a page's server render makes fails in
 * each way (cut, held past the deadline, 500, broken JSON); each page still answers within the
 * deadline with its frame, and the browser then runs it without errors (a render against an API that
 * never answers at all: deadline.e2e.ts). A second web server (the same
 * build, its own front door, SERVER_DEADLINE_MS=DEADLINE_MS) calls the API through a proxy that
 * injects the fault; its port is E2E_FAULTS_WEB_PORT's (faults-servers.ts `sidePort`). It times a
 * deadline, so it runs in the alone phase (playwright.config.ts), beside faults.e2e.ts: both mostly wait.
 */

let trader: StorageState;
const cookieHeader = (state: StorageState) =>
  state.cookies
    .filter((c) => c.domain === 'localhost' || c.domain === '.localhost')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

test.beforeAll(async ({ browser }) => {
  trader = await loggedInState(browser, siteUrl('main', '/login'), 'trader@demo.test', DEMO_PASSWORD);
});

/** The server-side budget of the second web server (SERVER_DEADLINE_MS; the spec's default is 20 s). */
const DEADLINE_MS = 3_000;
/** A page's answer may take its middleware's call (at most one deadline) and its render's (one deadline). */
const ANSWER_MS = 2 * DEADLINE_MS + 1_500;
/** What the browser logs from a page of the second web server: the front door's 502 for a cut connection, the API's 500. */
const SERVER_ALLOWED: Record<ServerFault, Allowed> = { pass: {}, abort: { statuses: [502] }, delay: {}, error: { statuses: [500] }, malformed: {} };
const WEB_PORT = sidePort('FAULTS_WEB', 3180);

test.describe('every server-side API call fails', () => {
  let proxy: FaultProxy;
  let web: Running | undefined;
  const url = (host: PageCase['host'], path: string) => `http://${host === 'main' ? 'localhost' : `${host}.localhost`}:${WEB_PORT}${path}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    proxy = await startFaultProxy(Number(process.env.E2E_API_PORT ?? 4100));
    web = await startWeb(WEB_PORT, `http://127.0.0.1:${proxy.port}`, { SERVER_DEADLINE_MS: String(DEADLINE_MS) });
  });

  test.afterAll(async () => {
    await web?.stop();
    await proxy.close();
  });

  test('each page answers within the deadline with its frame, as a guest and logged in, under every fault; the browser then runs it without errors', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const cases = [...GUEST_PAGES.map((c) => ({ ...c, cookie: '' })), ...USER_PAGES.map((c) => ({ ...c, cookie: cookieHeader(trader) }))];
    const host = (c: PageCase) => (c.host === 'main' ? 'localhost' : `${c.host}.localhost`);
    const fetchAll = async (fault: ServerFault, timeoutMs = ANSWER_MS) => {
      proxy.set(fault);
      const answers: { status: number; html: string }[] = [];
      const queue = cases.map((c, i) => ({ c, i }));
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            answers[next.i] = await getPage(WEB_PORT, host(next.c), next.c.path, next.c.cookie || undefined, timeoutMs);
          }
        }),
      );
      return answers;
    };
    // what each page is with the API answering; these first renders also load the routes' modules,
    // which is not what the deadline bounds: a cold server's first renders, four at a time beside
    // the other alone-phase files starting servers of their own, can take tens of seconds, so they
    // get a bound of their own, and the faults below meet warm routes
    const baseline = await fetchAll('pass', 90_000);
    for (const fault of SERVER_FAULTS) {
      const answers = await fetchAll(fault);
      expect(proxy.seen(), `${fault}: calls met the fault`).toBeGreaterThan(cases.length);
      cases.forEach((c, i) => {
        const label = `${fault}: ${c.host}${c.path}${c.cookie ? ' (logged in)' : ''}`;
        const { status, html } = answers[i]!;
        const before = baseline[i]!;
        expect(status, label).toBe(before.status);
        if (status >= 300 && status < 400) return;
        for (const tag of ['<header', '<main', '<footer']) expect(html.includes(tag), `${label}: ${tag}`).toBe(before.html.includes(tag));
        expect(html, label).not.toContain('error-boundary');
        expect(html, label).not.toContain('__next_error__');
      });
      // the browser hydrates those defaults and makes its own calls through the same faults
      const context = await browser.newContext({ storageState: trader });
      try {
        await visitAll(
          context,
          `server ${fault}`,
          SERVER_ALLOWED[fault],
          [
            { host: 'main', path: '/' },
            { host: 'main', path: '/trade/BTC_USDT' },
            { host: 'main', path: '/reminder' },
          ],
          url,
          3,
        );
      } finally {
        await context.close();
      }
    }
    proxy.set('pass');
  });
});
