import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { marketCandles, marketSpots } from '@exchange/contract/market';
import { createApp } from '../app';
import { openDb, type DbHandle } from '../db/client';
import { freshDb } from '../../test/freshDb';
import { testDatabaseUrl } from '../../test/pgServer';
import { call } from '../../test/http';
import { insertCandles } from './candles';
import { startMarket, type MarketOptions, type MarketService } from './service';

/**
 * The live market end to end on a real HTTP server: the simulator (driven by a test clock), its
 * ticks through NOTIFY, the WebSocket protocol, and a second instance on the same database.
 */

let now = Date.UTC(2026, 10, 22, 10, 0, 0);
const clock = () => now;
const OPTIONS: Partial<MarketOptions> = {
  timers: false,
  clock,
  flushMs: 40,
  heartbeatMs: 60_000,
  maxSubscriptions: 5,
  maxConnectionsPerIp: 4,
  persistMs: 1000,
  seed: 'test',
  backfillDays: 0,
  logError: (error) => {
    throw error;
  },
};

let handle: DbHandle;
let second: DbHandle;
let leader: MarketService;
let follower: MarketService;
let servers: Server[] = [];
let app: ReturnType<typeof createApp>;
let portA = 0;
let portB = 0;

function listen(service: MarketService, db: DbHandle): Promise<number> {
  const server = serve({ fetch: createApp(db.db).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  servers.push(server);
  service.attach(server);
  return new Promise((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  handle = await freshDb();
  const url = testDatabaseUrl();
  second = url ? await openDb({ url }) : handle;
  app = createApp(handle.db, { now: () => new Date(now) });
  leader = await startMarket(handle, { ...OPTIONS, simulator: true });
  follower = await startMarket(second, { ...OPTIONS, simulator: true });
  portA = await listen(leader, handle);
  portB = await listen(follower, second);
});

afterAll(async () => {
  await follower.stop();
  await leader.stop();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
  if (second !== handle) await second.close();
  await handle.close();
});

interface Client {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  send(value: unknown): void;
  waitFor(test: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
}

function connect(port: number, path = '/ws/spot', headers: Record<string, string> = {}): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const w of waiters) w();
  });
  const client: Client = {
    ws,
    messages,
    send: (value) => ws.send(typeof value === 'string' ? value : JSON.stringify(value)),
    waitFor: (test, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(test);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message; got ${JSON.stringify(messages).slice(0, 500)}`));
        }, ms);
        if (!check()) waiters.add(check);
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Moves the test clock and the leader's walk on by `ms`. */
async function advance(ms: number): Promise<number> {
  now += ms;
  return (await leader.engine?.advance(now)) ?? 0;
}

const isUpdate = (channel: string, pair?: string) => (m: Record<string, unknown>) =>
  m.channel === channel && m.event === 'update' && (pair === undefined || (m.result as Record<string, unknown> | null)?.currency_pair === pair);

describe('simulator leader', () => {
  it('one instance leads, the other follows', () => {
    expect(leader.engine?.isLeader).toBe(true);
    expect(follower.engine?.isLeader).toBe(false);
  });

  it('the spots call answers the simulator’s prices once persisted', async () => {
    const before = marketSpots.answer.parse((await call(app, `${marketSpots.path}?exchange_type=ALL`)).json).data.find((r) => r.pair === 'BTC_USDT');
    expect(await advance(5000)).toBeGreaterThan(50);
    await leader.engine?.persist(now);
    const rows = marketSpots.answer.parse((await call(app, `${marketSpots.path}?exchange_type=ALL&timezone=utc8`)).json).data;
    const btc = rows.find((r) => r.pair === 'BTC_USDT');
    expect(btc?.rate).not.toBe(before?.rate);
    expect(btc?.rate).toMatch(/^\d+\.\d$/); // BTC_USDT keeps one decimal
    expect(Number(btc?.change)).toBeCloseTo((Number(btc?.rate) / Number(btc?.prior_rate) - 1) * 100, 1);
  });
});

describe('spots cache (MARKET_CACHE_MS)', () => {
  it('reuses the rows it read for the configured time, then reads again', async () => {
    const cached = createApp(handle.db, { marketCacheMs: 60_000 });
    const rate = async (target: ReturnType<typeof createApp>) =>
      marketSpots.answer.parse((await call(target, `${marketSpots.path}?exchange_type=ALL`)).json).data.find((r) => r.pair === 'BTC_USDT')?.rate;
    const first = await rate(cached);
    await advance(3000);
    await leader.engine?.persist(now);
    expect(await rate(cached)).toBe(first);
    expect(await rate(app)).not.toBe(first);
  });
});

describe('market lists rebuilt on a persist announcement', () => {
  it('a persist makes the next answers carry the new prices, on the leader’s instance and on another', async () => {
    // an hour-long age bound: only the announcement can make these lists re-read
    const onLeader = createApp(handle.db, { marketCacheMs: 3_600_000, marketListVersion: leader.listVersion });
    const onFollower = createApp(second.db, { marketCacheMs: 3_600_000, marketListVersion: follower.listVersion });
    const rate = async (target: ReturnType<typeof createApp>) =>
      marketSpots.answer.parse((await call(target, `${marketSpots.path}?exchange_type=ALL`)).json).data.find((r) => r.pair === 'BTC_USDT')?.rate;
    const first = await rate(onLeader);
    expect(await rate(onFollower)).toBe(first);
    const versions = [leader.listVersion.current(), follower.listVersion.current()];
    await advance(3000);
    await leader.engine?.persist(now);
    await vi.waitFor(
      () => {
        expect(leader.listVersion.current()).toBeGreaterThan(versions[0] ?? 0);
        expect(follower.listVersion.current()).toBeGreaterThan(versions[1] ?? 0);
      },
      { timeout: 5000 },
    );
    const stored = await rate(app);
    expect(stored).not.toBe(first);
    // the first request after the announcement may still get the previous list (it starts the rebuild); the new one follows
    await vi.waitFor(async () => expect(await rate(onLeader)).toBe(stored), { timeout: 5000, interval: 20 });
    await vi.waitFor(async () => expect(await rate(onFollower)).toBe(stored), { timeout: 5000, interval: 20 });
  });
});

describe('candles', () => {
  it('aggregates stored 1-minute candles into any resolution', async () => {
    const t0 = Math.floor(now / 1000 / 3600) * 3600 - 7200;
    const minutes = Array.from({ length: 120 }, (_, i) => ({
      kind: 'spot' as const,
      name: 'ETH_BTC',
      t: t0 + i * 60,
      o: String(1 + i),
      h: String(2 + i),
      l: String(0.5 + i),
      c: String(1.5 + i),
      base: '1',
      quote: '2.5',
    }));
    await insertCandles(handle.db, minutes);
    const res = await call(app, `${marketCandles.path}?pair=ETH_BTC&interval=1h&to=${t0 + 3600}&limit=5`);
    expect(res.status).toBe(200);
    const data = marketCandles.answer.parse(res.json).data;
    expect(data).toEqual([
      { t: String(t0), o: '1', h: '61', l: '0.5', c: '60.5', v: '150', a: '60' },
      { t: String(t0 + 3600), o: '61', h: '121', l: '60.5', c: '120.5', v: '150', a: '60' },
    ]);
    const fives = marketCandles.answer.parse((await call(app, `${marketCandles.path}?pair=ETH_BTC&interval=5m&to=${t0 + 3600}&limit=3`)).json).data;
    expect(fives.map((c) => Number(c.t))).toEqual([t0 + 3000, t0 + 3300, t0 + 3600]);
    expect(fives[0]).toMatchObject({ o: '51', c: '55.5', v: '12.5' });
  });

  it.each([
    ['pair=ETH_BTC', 'interval is required'],
    ['pair=ETH_BTC&interval=2m', 'interval must be one of'],
    ['pair=eth&interval=1m', 'pair must look like BTC_USDT'],
    ['pair=NOPE_USDT&interval=1m', 'Unknown pair: NOPE_USDT'],
    ['pair=ETH_BTC&interval=1m&limit=1001', 'limit must be between 1 and 1000'],
    ['pair=ETH_BTC&interval=1m&to=-1', 'to must be unix seconds'],
    ['pair=ETH_BTC&interval=1m&x=1', 'Unknown field: x'],
  ])('refuses %s', async (query, message) => {
    const res = await call(app, `${marketCandles.path}?${query}`);
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toContain(message);
  });

  it('serves only the site’s markets (ETH_BTC is not Turkey’s)', async () => {
    const res = await call(app, `${marketCandles.path}?pair=ETH_BTC&interval=1m`, { host: 'tr.localhost:3000' });
    expect(res.status).toBe(400);
  });
});

describe('WebSocket', () => {
  it('subscribe → ack → ticks from the leader, on this instance and on the other one', async () => {
    const a = await connect(portA, '/ws/spot');
    const b = await connect(portB, '/ws/v4/');
    for (const c of [a, b]) c.send({ time: 1, id: 9, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    await a.waitFor((m) => m.id === 9 && m.event === 'subscribe');
    expect(await b.waitFor((m) => m.id === 9)).toMatchObject({ channel: 'spot.tickers', error: null, result: { status: 'success' } });
    await advance(1000);
    const update = await b.waitFor(isUpdate('spot.tickers', 'BTC_USDT'));
    expect(update.result).toEqual({
      currency_pair: 'BTC_USDT',
      last: expect.stringMatching(/^\d+\.\d$/) as string,
      lowest_ask: expect.any(String) as string,
      highest_bid: expect.any(String) as string,
      change_percentage: expect.stringMatching(/^-?\d+\.\d\d$/) as string,
      change_utc0: expect.any(String) as string,
      change_utc8: expect.any(String) as string,
      base_volume: expect.any(String) as string,
      quote_volume: expect.any(String) as string,
      high_24h: expect.any(String) as string,
      low_24h: expect.any(String) as string,
    });
    await a.waitFor(isUpdate('spot.tickers', 'BTC_USDT'));
    a.ws.close();
    b.ws.close();
  });

  it('!all sends the site’s markets as one batch per flush', async () => {
    const c = await connect(portA, '/ws/spot', { host: 'tr.localhost:4000', origin: 'http://tr.localhost:3000' });
    c.send({ id: 1, channel: 'spot.tickers', event: 'subscribe', payload: ['!all'] });
    await c.waitFor((m) => m.id === 1);
    await advance(1000);
    const batch = await c.waitFor((m) => m.event === 'update' && Array.isArray(m.result));
    const pairs = (batch.result as { currency_pair: string }[]).map((r) => r.currency_pair);
    expect(pairs.length).toBeGreaterThan(10);
    expect(pairs.every((p) => p.endsWith('_TRY') || p.endsWith('_USDT'))).toBe(true);
    c.ws.close();
  });

  it('unsubscribe stops the updates', async () => {
    const c = await connect(portA);
    c.send({ id: 1, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    await c.waitFor((m) => m.id === 1);
    c.send({ id: 2, channel: 'spot.tickers', event: 'unsubscribe', payload: ['BTC_USDT'] });
    await c.waitFor((m) => m.id === 2 && m.event === 'unsubscribe');
    const count = c.messages.length;
    await advance(1000);
    await new Promise((r) => setTimeout(r, 200));
    expect(c.messages.length).toBe(count);
    c.ws.close();
  });

  it('candlesticks: [interval, pair] → updates with Gate’s fields', async () => {
    const c = await connect(portA);
    c.send({ id: 3, channel: 'spot.candlesticks', event: 'subscribe', payload: ['1m', 'BTC_USDT'] });
    await c.waitFor((m) => m.id === 3);
    await advance(1000);
    const update = await c.waitFor(isUpdate('spot.candlesticks'));
    expect(update.result).toMatchObject({
      n: '1m_BTC_USDT',
      t: expect.stringMatching(/^\d+$/) as string,
      o: expect.any(String) as string,
      v: expect.any(String) as string,
    });
    c.ws.close();
  });

  it('candles of the simulator: the HTTP answer (with the hub) and the first WebSocket update agree', async () => {
    const withHub = createApp(handle.db, { now: () => new Date(now), liveCandles: leader.hub });
    // a minute closes (and is stored), the next one forms; 1 s ticks before and after for the seconds
    for (const ms of [1000, 1000, 60_000, 1000]) await advance(ms);
    await leader.engine?.persist(now);
    await advance(1000);
    const c = await connect(portA);
    // at most 5 topics per connection here (OPTIONS.maxSubscriptions)
    for (const [i, interval] of ['1s', '10s', '1m', '1h', '30d'].entries()) {
      const http = marketCandles.answer.parse((await call(withHub, `${marketCandles.path}?pair=BTC_USDT&interval=${interval}&limit=3`)).json).data;
      expect(http.length).toBeGreaterThan(0);
      c.send({ id: 40 + i, channel: 'spot.candlesticks', event: 'subscribe', payload: [interval, 'BTC_USDT'] });
      const first = await c.waitFor((m) => isUpdate('spot.candlesticks')(m) && (m.result as { n?: string }).n === `${interval}_BTC_USDT`);
      expect(first.result).toEqual({ ...http[http.length - 1], n: `${interval}_BTC_USDT` });
    }
    c.ws.close();
  });

  it('answers ping, bad JSON, unknown channel/event/pair, bad interval and oversize messages, and keeps the socket', async () => {
    const c = await connect(portA);
    c.send({ time: 1, id: 4, channel: 'spot.ping' });
    expect(await c.waitFor((m) => m.id === 4)).toMatchObject({ channel: 'spot.pong', error: null });
    const errors: [unknown, number][] = [
      ['{not json', 1],
      [{ id: 11, channel: 'spot.nothing', event: 'subscribe', payload: [] }, 11],
      [{ id: 12, channel: 'spot.tickers', event: 'watch', payload: ['BTC_USDT'] }, 12],
      [{ id: 13, channel: 'spot.tickers', event: 'subscribe', payload: ['NOPE_USDT'] }, 2],
      [{ id: 14, channel: 'spot.candlesticks', event: 'subscribe', payload: ['2m', 'BTC_USDT'] }, 2],
      ['x'.repeat(20_000), 14],
    ];
    for (const [message, code] of errors) {
      const seen = c.messages.length;
      c.send(message);
      const answer = await c.waitFor((m) => c.messages.indexOf(m) >= seen && m.error !== null);
      expect(answer.error).toMatchObject({ code, message: expect.any(String) as string });
    }
    c.send({ id: 5, channel: 'spot.ping' });
    await c.waitFor((m) => m.id === 5);
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    c.ws.close();
  });

  it('answers a flood of messages with error 15, then closes the socket (1008)', async () => {
    const c = await connect(portA);
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 200; i += 1) c.send({ id: 1000 + i, channel: 'spot.ping' });
    expect((await c.waitFor((m) => (m.error as { code?: number } | null)?.code === 15)).error).toMatchObject({
      message: 'Too many messages (at most 20 a second)',
    });
    expect(await closed).toBe(1008);
  });

  it('caps subscriptions per connection (!all counts as one)', async () => {
    const c = await connect(portA);
    c.send({ id: 1, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT', 'SOL_USDT', '!all'] });
    await c.waitFor((m) => m.id === 1 && m.error === null);
    c.send({ id: 2, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDC', 'ETH_USDC'] });
    expect((await c.waitFor((m) => m.id === 2)).error).toMatchObject({ code: 13 });
    c.send({ id: 3, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDC'] });
    expect((await c.waitFor((m) => m.id === 3)).error).toBeNull();
    c.ws.close();
  });

  it('refuses a foreign site’s pair, and futures on a site without derivatives', async () => {
    const tr = await connect(portA, '/ws/spot', { host: 'tr.localhost:4000' });
    tr.send({ id: 1, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDC'] });
    expect((await tr.waitFor((m) => m.id === 1)).error).toMatchObject({ code: 2, message: 'Unknown currency pair: BTC_USDC' });
    tr.send({ id: 2, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_TRY'] });
    expect((await tr.waitFor((m) => m.id === 2)).error).toBeNull();
    tr.ws.close();
    const eu = await connect(portA, '/ws/futures', { host: 'eu.localhost:4000' });
    eu.send({ id: 3, channel: 'futures.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    expect((await eu.waitFor((m) => m.id === 3)).error).toMatchObject({ code: 2 });
    eu.ws.close();
    const main = await connect(portA, '/ws/futures');
    main.send({ id: 4, channel: 'futures.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    expect((await main.waitFor((m) => m.id === 4)).error).toBeNull();
    await advance(1000);
    const update = await main.waitFor(isUpdate('futures.tickers'));
    expect(update.result).toMatchObject({ contract: 'BTC_USDT', last: expect.any(String) as string, volume_24h: expect.any(String) as string });
    main.ws.close();
  });

  it('refuses other origins (403) and unknown paths (404)', async () => {
    await expect(connect(portA, '/ws/spot', { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(connect(portA, '/ws/spot', { origin: 'http://tr.localhost:3000' })).rejects.toThrow('HTTP 403');
    await expect(connect(portA, '/ws/other')).rejects.toThrow('HTTP 404');
    const ok = await connect(portA, '/ws/spot', { origin: 'http://localhost:3000' });
    ok.ws.close();
  });

  it('caps connections per client address (429), per address', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    const open = await Promise.all([1, 2, 3, 4].map(() => connect(portA, '/ws/spot', headers)));
    await expect(connect(portA, '/ws/spot', headers)).rejects.toThrow('HTTP 429');
    const other = await connect(portA, '/ws/spot', { 'x-forwarded-for': '198.51.100.10' });
    other.ws.close();
    const closed = open[0];
    if (!closed) throw new Error('no socket');
    await new Promise<void>((resolve) => {
      closed.ws.once('close', () => resolve());
      closed.ws.close();
    });
    await new Promise((r) => setTimeout(r, 50));
    const again = await connect(portA, '/ws/spot', headers);
    for (const c of [...open, again]) c.ws.close();
  });

  it('another instance takes over when the leader stops', async () => {
    await leader.engine?.stop();
    expect(leader.engine?.isLeader).toBe(false);
    await follower.engine?.start();
    expect(follower.engine?.isLeader).toBe(true);
    const c = await connect(portA);
    c.send({ id: 1, channel: 'spot.tickers', event: 'subscribe', payload: ['ETH_USDT'] });
    await c.waitFor((m) => m.id === 1);
    now += 1000;
    await follower.engine?.advance(now);
    await c.waitFor(isUpdate('spot.tickers', 'ETH_USDT'));
    c.ws.close();
  });
});
