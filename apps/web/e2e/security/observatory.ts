import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HeaderList } from '../../../../scripts/observatory';

/**
 * The web server as deployed behind an https load balancer, for security-headers.e2e.ts: a second
 * front door (server/main.ts, the same build, the same API as the other browser tests) started with
 * TRUSTED_PROXIES=127.0.0.1, so the test plays the load balancer: it sends `X-Forwarded-Proto:
 * https` and the visitor's host from 127.0.0.1, and reads every answer's raw headers (repeats
 * kept: two CSP lines, several Set-Cookie).
 */

const WEB = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = join(WEB, '../..');

export interface RawAnswer {
  status: number;
  headers: HeaderList;
  body: string;
}

/** One request straight to `port` with exactly these headers (Host included), its raw answer. */
export function rawRequest(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: { name: string; value: string }[] = [];
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) headers.push({ name: res.rawHeaders[i]!.toLowerCase(), value: res.rawHeaders[i + 1]! });
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export function headerValues(answer: RawAnswer, name: string): string[] {
  return answer.headers.filter((h) => h.name === name).map((h) => h.value);
}

export interface BehindHttps {
  readonly stop: () => Promise<void>;
  /** what the server has written to stderr so far (its error log; also passed through to this process's) */
  readonly errors: () => string;
}

/** Starts the deployed-behind-https web server on `port`; resolves once it answers. */
export async function startBehindHttps(port: number, apiPort: number): Promise<BehindHttps> {
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts', '--port', String(port)], {
    cwd: WEB,
    env: {
      ...process.env,
      API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      TRUSTED_PROXIES: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
    process.stderr.write(chunk);
  });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the web server behind https exited with ${child.exitCode}`);
    try {
      await rawRequest(port, '/robots.txt', { headers: { host: 'localhost' } });
      return { stop, errors: () => errors };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error('the web server behind https did not start');
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
