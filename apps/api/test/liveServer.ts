import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '../src/app';
import type { DbHandle } from '../src/db/client';
import type { AppOptions } from '../src/http/env';
import { startMarket, type MarketOptions, type MarketService } from '../src/market/service';
import { freshDb } from './freshDb';

/** A socket a test drives: every message it received, and a wait for the first that passes `test`. */
export interface LiveClient {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  next(test: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
}

/**
 * One test file's API with its WebSocket hub on a real port over a fresh database (no simulator,
 * no timers, unless `options.market` says otherwise: a file that drives the simulator passes
 * `{market: {simulator: true, clock}}` and calls `live.market.engine.advance`):
 * `const live = useLiveServer();` then `live.app`, `live.handle`, `live.market` and
 * `live.connect(path, host?)` inside tests. The app is wired to the market as main.ts wires it
 * (`market.appOptions`: live prices, candles, the lists' persist announcements); `options.app` adds app options.
 */
export function useLiveServer(options: { market?: Partial<MarketOptions>; app?: AppOptions } = {}) {
  let handle: DbHandle | undefined;
  let market: MarketService | undefined;
  let server: Server | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  let port = 0;
  beforeAll(async () => {
    handle = await freshDb();
    market = await startMarket(handle, { simulator: false, timers: false, backfillDays: 0, logError: (e) => console.error(e), ...options.market });
    app = createApp(handle.db, { ...options.app, ...market.appOptions });
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    server = started;
    market.attach(started);
    port = await new Promise<number>((resolve) => {
      if (started.listening) resolve((started.address() as AddressInfo).port);
      else started.once('listening', () => resolve((started.address() as AddressInfo).port));
    });
  });
  afterAll(async () => {
    await market?.stop();
    await new Promise((r) => server?.close(r));
    await handle?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useLiveServer: used outside a test');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get handle() {
      return ready(handle);
    },
    get market() {
      return ready(market);
    },
    /** `http://127.0.0.1:<port>` of the running server */
    get origin() {
      return `http://127.0.0.1:${ready(port || undefined)}`;
    },
    connect: (path: string, host?: string) => connectTo(`ws://127.0.0.1:${port}${path}`, host),
  };
}

async function connectTo(url: string, host?: string): Promise<LiveClient> {
  const ws = new WebSocket(url, host ? { headers: { host } } : {});
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const w of [...waiters]) w();
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    next: (test, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(test);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => reject(new Error(`no message; got ${JSON.stringify(messages).slice(0, 400)}`)), ms);
        waiters.add(check);
        check();
      }),
  };
}
