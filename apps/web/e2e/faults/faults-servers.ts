import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Servers of their own for the fault suites: a fault-injecting proxy, a web server, an API, a PostgreSQL. */

/**
 * A port of a fault suite's own server: `E2E_<name>_PORT` from the environment, or `usual`. Runs of
 * the browser suites side by side on one machine give each run its own (scripts/e2e.mjs passes
 * the environment on): E2E_FAULTS_WEB_PORT (faults-server.e2e.ts), E2E_RESTART_WEB_PORT,
 * E2E_RESTART_API_PORT, E2E_RESTART_PG_PORT (faults-restart.e2e.ts), E2E_DRAIN_WEB_PORT,
 * E2E_DRAIN_API_PORT (drain.e2e.ts).
 */
export function sidePort(name: string, usual: number): number {
  const value = Number(process.env[`E2E_${name}_PORT`]);
  return Number.isInteger(value) && value > 0 ? value : usual;
}

export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = join(WEB_DIR, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** What the proxy does with a call: pass it on, cut the connection, never answer, answer 500, answer 200 with a broken body. */
export type ServerFault = 'pass' | 'abort' | 'delay' | 'error' | 'malformed';
export const SERVER_FAULTS: readonly Exclude<ServerFault, 'pass'>[] = ['abort', 'delay', 'error', 'malformed'];

const ERROR_BODIES = [
  ['application/json', '{"code":500,"message":"Internal error"}'],
  ['text/html', '<!doctype html><html><body><h1>Internal Server Error</h1></body></html>'],
] as const;
const MALFORMED_BODIES = [
  '{"code":0,"data":{"list":[{"pair":"BTC_',
  '<html>maintenance</html>',
  '{"code":"0","data":"none","list":{"x":1}}',
  'null',
  '[1,2]',
] as const;

export interface FaultProxy {
  readonly port: number;
  /** the fault every HTTP call gets from now on (WebSocket upgrades always pass) */
  set(fault: ServerFault): void;
  /** calls seen since the last `set` */
  seen(): number;
  close(): Promise<void>;
}

/** An HTTP proxy in front of the API at `upstreamPort` whose fault can be switched. */
export async function startFaultProxy(upstreamPort: number): Promise<FaultProxy> {
  let fault: ServerFault = 'pass';
  let count = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    count += 1;
    if (fault === 'abort') return void req.socket.destroy();
    if (fault === 'delay') return; // accepted, never answered: the caller's deadline must end it
    if (fault === 'error') {
      const [type, body] = ERROR_BODIES[count % ERROR_BODIES.length]!;
      res.writeHead(500, { 'content-type': type });
      return void res.end(body);
    }
    if (fault === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(MALFORMED_BODIES[count % MALFORMED_BODIES.length]);
    }
    const upstream = httpRequest({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // the market WebSocket goes straight through (its own faults are another test's)
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const upstream = connect(upstreamPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
  });
  const port = await listen(server);
  return {
    port,
    set(next) {
      fault = next;
      count = 0;
    },
    seen: () => count,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

async function waitForAnswer(url: string, child: ChildProcess, name: string, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it answered`);
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * A running server started through tsx, which runs the server in a child of its own: each is started
 * in its own process group, and `stop` signals the whole group (SIGTERM by default; SIGKILL is the
 * crash a test wants) and waits for tsx to exit.
 */
export interface Running {
  readonly child: ChildProcess;
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

function running(child: ChildProcess): Running {
  return {
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const group = (sig: NodeJS.Signals) => {
          try {
            if (child.pid) process.kill(-child.pid, sig);
          } catch {
            // the group is gone already
          }
        };
        child.once('exit', () => {
          group('SIGKILL'); // nothing of it outlives tsx
          resolve();
        });
        group(signal);
        setTimeout(() => group('SIGKILL'), 5_000).unref();
      }),
  };
}

/** The built web app (apps/web/.next) behind its front door on `port`, calling the API at `apiOrigin`. */
export async function startWeb(port: number, apiOrigin: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(TSX, ['server/main.ts', '--port', String(port)], {
    cwd: WEB_DIR,
    env: { ...process.env, API_ORIGIN: apiOrigin, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const web = running(child);
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/robots.txt`, child, 'the web server');
  } catch (error) {
    await web.stop('SIGKILL');
    throw error;
  }
  return web;
}

/**
 * The API on `port` over a database: PGlite in `dataDir`, or the PostgreSQL at `databaseUrl`; `extra` adds to its environment.
 * A new leader writes no candle history (CANDLE_BACKFILL_DAYS=0: on a fresh PGlite database three
 * days of the most active markets' minutes were ~10 CPU-seconds, beside the other worker's tests,
 * for a chart no fault suite reads) and the house quotes one pair unwatched, as the browser suite's API.
 */
export async function startApi(port: number, database: { dataDir: string } | { databaseUrl: string }, extra: Record<string, string> = {}): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DEV_COUNTRY_COOKIE: '1',
    CANDLE_BACKFILL_DAYS: '0',
    MARKET_MAKER_PAIRS: '1',
    DATABASE_URL: undefined,
    ...extra,
  };
  if ('dataDir' in database) env.DATA_DIR = database.dataDir;
  else env.DATABASE_URL = database.databaseUrl;
  const child = spawn(TSX, ['src/main.ts'], { cwd: join(ROOT, 'apps/api'), env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const api = running(child);
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/api/web/v1/site/settings`, child, 'the API');
  } catch (error) {
    await api.stop('SIGKILL');
    throw error;
  }
  return api;
}

/** A scratch directory, removed by the returned function. */
export function scratchDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A PostgreSQL server of its own on `port` (Debian's package, as scripts/test.mjs runs it; as
 * root it runs as the postgres user), or the reason there is none.
 */
export async function startPostgres(port: number): Promise<{ url: string; stop: () => void } | { missing: string }> {
  let bin: string;
  try {
    const lib = (await import(join(ROOT, 'scripts/lib.mjs'))) as { ensurePostgres: () => string };
    bin = lib.ensurePostgres();
  } catch (error) {
    return { missing: error instanceof Error ? error.message : String(error) };
  }
  const scratch = scratchDir('exchange-faults-pg-');
  const dir = join(scratch.path, 'pg');
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]) =>
    asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' }) : spawnSync(command, args, { stdio: 'ignore' });
  if (asRoot) {
    spawnSync('mkdir', ['-p', dir]);
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(scratch.path, uid, gid);
    chownSync(dir, uid, gid);
  }
  if (as(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']).status !== 0) {
    scratch.remove();
    return { missing: 'initdb failed' };
  }
  const started = as(join(bin, 'pg_ctl'), ['-D', dir, '-l', join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -h 127.0.0.1 -F`, '-w', 'start']);
  if (started.status !== 0) {
    scratch.remove();
    return { missing: `PostgreSQL did not start on port ${port}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      as(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      scratch.remove();
    },
  };
}

/**
 * A GET of `path` on the server at `port` as `host` would ask it (the sub-site comes from the Host
 * header), on a connection of its own: a kept-alive socket that the server closes just as it is
 * reused (its idle timeout, a drain's end) would read as a reset, not as the server's answer.
 */
export function getPage(port: number, host: string, path: string, cookie?: string, timeoutMs = 30_000): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'GET', agent: false, headers: { host: `${host}:${port}`, accept: 'text/html', ...(cookie ? { cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer for ${host}${path} within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}
