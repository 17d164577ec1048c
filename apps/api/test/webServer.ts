import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { siteSettings } from '@exchange/contract/site';

/** apps/web, whose build (`next build`) the web server serves. */
const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

export interface WebServer {
  readonly port: number;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/** A port free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built web server (apps/web/server/main.ts: the front door before Next) on a free port,
 * forwarding the API prefixes to `apiOrigin`; resolves once it answers a forwarded call. Needs a
 * build (`npm test -- forwarding` makes one when it is missing or stale).
 */
export async function startWebServer(apiOrigin: string): Promise<WebServer> {
  if (!existsSync(`${WEB_DIR}.next/BUILD_ID`)) throw new Error('apps/web has no build: run `npm test -- forwarding` (it builds) or `npm run build` first');
  const port = await freePort();
  const child = spawn(TSX, ['server/main.ts', '--port', String(port)], {
    cwd: WEB_DIR,
    env: { ...process.env, API_ORIGIN: apiOrigin, TRUSTED_PROXIES: '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the web server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${siteSettings.path}`)).status === 200) return { port, process: child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the web server did not answer within 60 s');
}
