import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import { getPage, scratchDir, sidePort, startApi, startWeb, type Running } from './faults-servers';

/**
 * A rolling deploy's shutdown (SHUTDOWN_DRAIN_MS): on SIGTERM each server's /readyz answers 503 at
 * once, so the balancer stops sending it requests, while it goes on serving the ones that still
 * come; after the drain it closes and exits cleanly. Servers of their own (WEB_PORT, API_PORT: E2E_DRAIN_WEB_PORT,
 * E2E_DRAIN_API_PORT, faults-servers.ts `sidePort`) on a fresh database, the market simulator off.
 */
const API_PORT = sidePort('DRAIN_API', 4183);
const WEB_PORT = sidePort('DRAIN_WEB', 3183);
/** long enough for the checks below on a busy 2-core machine (they take well under a second alone) */
const DRAIN_MS = 10_000;

/** The status of a GET on the web server (`WEB_PORT`) or the API's own port, each on a fresh connection (getPage). */
async function status(port: number, path: string): Promise<number> {
  return (await getPage(port, port === WEB_PORT ? 'localhost' : '127.0.0.1', path)).status;
}

function terminate(server: Running): Promise<unknown[]> {
  const exited = once(server.child, 'exit');
  // the child alone (not its group): what an orchestrator's SIGTERM reaches is the server process
  server.child.kill('SIGTERM');
  return exited;
}

test('SIGTERM: /readyz answers 503 while both servers still serve pages and calls, then each exits cleanly', async () => {
  test.setTimeout(90_000);
  const data = scratchDir('exchange-drain-');
  let api: Running | undefined;
  let web: Running | undefined;
  try {
    api = await startApi(API_PORT, { dataDir: data.path }, { SIMULATOR: 'off', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    web = await startWeb(WEB_PORT, `http://127.0.0.1:${API_PORT}`, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
    expect(await status(WEB_PORT, '/readyz')).toBe(200);
    expect(await status(API_PORT, '/readyz')).toBe(200);

    const webExit = terminate(web);
    const apiExit = terminate(api);
    await Promise.all([expect.poll(() => status(WEB_PORT, '/readyz')).toBe(503), expect.poll(() => status(API_PORT, '/readyz')).toBe(503)]);
    // draining, not closed: liveness, a page (which calls the API) and a call through the front door still answer
    const answers = await Promise.all(
      (
        [
          [WEB_PORT, '/healthz'],
          [API_PORT, '/healthz'],
          [WEB_PORT, '/'],
          [WEB_PORT, '/api/web/v1/site/settings'],
        ] as const
      ).map(([port, path]) => status(port, path)),
    );
    expect(answers).toEqual([200, 200, 200, 200]);
    expect(web.child.exitCode).toBeNull();
    expect(api.child.exitCode).toBeNull();

    const [[webCode], [apiCode]] = await Promise.all([webExit, apiExit]);
    expect(webCode).toBe(0);
    expect(apiCode).toBe(0);
  } finally {
    await Promise.all([web?.stop('SIGKILL'), api?.stop('SIGKILL')]);
    data.remove();
  }
});
