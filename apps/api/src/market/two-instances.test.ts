import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NOTICE_CHANNEL, noticePushSchema, noticeTicket } from '@exchange/contract/herald';
import { placeSpotOrder, spotPairInfo } from '@exchange/contract/trade';
import { createApp } from '../app';
import { openDb, type DbHandle } from '../db/client';
import { freshDb } from '../../test/freshDb';
import { testDatabaseUrl } from '../../test/pgServer';
import { call, loginAs } from '../../test/http';
import { newTrader } from '../../test/traders';
import { startMarket, type MarketOptions, type MarketService } from './service';

/**
 * Two API instances on one PostgreSQL database, as a deployment runs them behind a load balancer:
 * each its own pool, hub, HTTP server and simulator engine with real timers. One takes the leader
 * lock and runs the simulator; both hubs LISTEN, so ticks and a user's notices reach the sockets
 * of either instance, and when the leader goes the other takes over.
 *
 * PGlite is one process (its LISTEN and advisory locks never leave it), so this file needs a real
 * server: it runs in the api-pg suite (`npm test -- api-pg`, which sets TEST_DATABASE_URL) and is
 * skipped without it.
 */

const url = process.env.TEST_DATABASE_URL;

const OPTIONS: Partial<MarketOptions> = {
  simulator: true,
  timers: true,
  tickMs: 200,
  electionMs: 200,
  flushMs: 50,
  persistMs: 60_000,
  heartbeatMs: 60_000,
  backfillDays: 0,
  seed: 'two-instances',
  logError: (error) => console.error(error),
};

interface Instance {
  name: string;
  handle: DbHandle;
  market: MarketService;
  app: ReturnType<typeof createApp>;
  server: Server;
  port: number;
  stopped: boolean;
}

async function startInstance(name: string, handle: DbHandle): Promise<Instance> {
  const market = await startMarket(handle, OPTIONS);
  const app = createApp(handle.db, market.appOptions);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  market.attach(server);
  const port = await new Promise<number>((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
  return { name, handle, market, app, server, port, stopped: false };
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.stopped) return;
  instance.stopped = true;
  await instance.market.stop();
  await new Promise((r) => instance.server.close(r));
  await instance.handle.close();
}

interface Client {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  send(value: unknown): void;
  /** the first message from index `from` on that passes `test` */
  waitFor(test: (m: Record<string, unknown>) => boolean, from?: number, ms?: number): Promise<Record<string, unknown>>;
}

function connect(instance: Instance, path: string): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${instance.port}${path}`);
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const w of [...waiters]) w();
  });
  const client: Client = {
    ws,
    messages,
    send: (value) => ws.send(JSON.stringify(value)),
    waitFor: (test, from = 0, ms = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(test);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${instance.name}: no matching message; got ${JSON.stringify(messages.slice(from)).slice(0, 400)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

const btcUpdate = (m: Record<string, unknown>) =>
  m.channel === 'spot.tickers' && m.event === 'update' && (m.result as Record<string, unknown> | null)?.currency_pair === 'BTC_USDT';

async function subscribeBtc(instance: Instance): Promise<Client> {
  const client = await connect(instance, '/ws/spot');
  client.send({ time: 1, id: 1, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
  expect(await client.waitFor((m) => m.id === 1 && m.event === 'subscribe')).toMatchObject({ error: null, result: { status: 'success' } });
  return client;
}

async function subscribeNotices(instance: Instance, ticketFrom: Instance, cookies: Record<string, string>): Promise<Client> {
  const res = await call(ticketFrom.app, noticeTicket.path, { form: {}, cookies });
  const { ticket } = noticeTicket.answer.parse(res.json).data;
  const client = await connect(instance, '/ws/v4/');
  client.send({ time: 1, id: 7, channel: NOTICE_CHANNEL, event: 'subscribe', payload: [ticket] });
  expect(await client.waitFor((m) => m.id === 7 && m.event === 'subscribe')).toMatchObject({ error: null, result: { status: 'success' } });
  return client;
}

async function until(test: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!url)('two API instances on one PostgreSQL database (needs TEST_DATABASE_URL; PGlite is one process: api-pg suite only)', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    if (!url) return;
    a = await startInstance('A', await freshDb()); // a fresh copy of the seeded database; A takes the leader lock
    // the second instance opens the same (this worker's) database
    b = await startInstance('B', await openDb({ url: testDatabaseUrl() }));
  });

  afterAll(async () => {
    for (const instance of [b, a]) if (instance) await stopInstance(instance);
  });

  it('exactly one instance runs the simulator', () => {
    expect(a.market.engine?.isLeader).toBe(true);
    expect(b.market.engine?.isLeader).toBe(false);
  });

  it('the leader’s ticks reach the sockets of both instances', async () => {
    const onA = await subscribeBtc(a);
    const onB = await subscribeBtc(b);
    const [fromA, fromB] = await Promise.all([onA.waitFor(btcUpdate), onB.waitFor(btcUpdate)]);
    expect(fromA.result).toMatchObject({ currency_pair: 'BTC_USDT', last: expect.stringMatching(/^\d+\.\d$/) as string });
    expect(fromB.result).toMatchObject({ currency_pair: 'BTC_USDT', last: expect.stringMatching(/^\d+\.\d$/) as string });
    // the follower's live prices (what its order and pair-info calls read) follow the same ticks
    expect(b.market.prices.spotTick('BTC_USDT')).toBeDefined();
    onA.ws.close();
    onB.ws.close();
  });

  it('a notice created on one instance reaches its user’s sockets on both, and no one else’s', async () => {
    const sub = await loginAs(b.app, 'sub@demo.test');
    const trader = await loginAs(a.app, 'trader@demo.test');
    const theirsOnB = await subscribeNotices(b, b, sub);
    const mineOnA = await subscribeNotices(a, a, trader);
    const mineOnB = await subscribeNotices(b, a, trader); // the ticket is in the database: either instance redeems it

    await loginAs(a.app, 'trader@demo.test'); // a login elsewhere leaves a "New login" notice, on A
    for (const client of [mineOnA, mineOnB]) {
      const push = noticePushSchema.parse(await client.waitFor((m) => m.channel === NOTICE_CHANNEL && m.event === 'update'));
      expect(push.result.notice).toMatchObject({ type: 'sys_notice', title: 'New login to your account', is_read: false });
    }
    const seenOnA = mineOnA.messages.length;
    await loginAs(b.app, 'trader@demo.test'); // and the other way round: created on B, pushed by A too
    await mineOnA.waitFor((m) => m.channel === NOTICE_CHANNEL && m.event === 'update', seenOnA);
    await new Promise((r) => setTimeout(r, 300));
    expect(theirsOnB.messages.filter((m) => m.event === 'update')).toHaveLength(0);
    for (const client of [mineOnA, mineOnB, theirsOnB]) client.ws.close();
  });

  it('a trade placed on one instance reaches the book, trades and its users’ streams on the other', async () => {
    const pair = 'ETH_USDT';
    const info = spotPairInfo.answer.parse((await call(a.app, `${spotPairInfo.path}?pair=${pair}`)).json).data;
    if (!info) throw new Error(`no ${pair}`);
    const price = info.last;
    const maker = await newTrader(a.app, a.handle.db, 'two-instances-maker@test.example', { ETH: '1' });
    const taker = await newTrader(a.app, a.handle.db, 'two-instances-taker@test.example', { USDT: '100000' });
    const onB = await connect(b, '/ws/spot');
    const ticket = async (cookies: Record<string, string>) =>
      noticeTicket.answer.parse((await call(b.app, noticeTicket.path, { form: {}, cookies })).json).data.ticket;
    onB.send({ time: 1, id: 1, channel: 'spot.trades', event: 'subscribe', payload: [pair] });
    onB.send({ time: 1, id: 2, channel: 'spot.order_book_update', event: 'subscribe', payload: [pair, '100ms'] });
    onB.send({ time: 1, id: 3, channel: 'spot.usertrades', event: 'subscribe', payload: [await ticket(maker.cookies), pair] });
    for (const id of [1, 2, 3]) expect(await onB.waitFor((m) => m.id === id && m.event === 'subscribe')).toMatchObject({ error: null });

    // an amount no one else trades: the house's accounts may be busy on the same book
    const amount = '0.0123';
    for (const [who, side] of [
      [maker, 'sell'],
      [taker, 'buy'],
    ] as const) {
      const res = await call(a.app, placeSpotOrder.path, { form: { pair, side, type: 'limit', price, amount }, cookies: who.cookies });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    const trade = await onB.waitFor((m) => m.channel === 'spot.trades' && (m.result as { amount?: string } | null)?.amount === amount);
    expect(trade.result).toMatchObject({ currency_pair: pair, side: 'buy' });
    const fill = await onB.waitFor((m) => m.channel === 'spot.usertrades' && m.event === 'update');
    expect(fill.result).toEqual([expect.objectContaining({ id: (trade.result as { id: number }).id, role: 'maker', side: 'sell', amount })]);
    await onB.waitFor((m) => m.channel === 'spot.order_book_update' && m.event === 'update' && (m.result as { a: unknown[] }).a.length > 0);
    onB.ws.close();
  });

  it('when the leader stops, the other instance takes over and its sockets keep getting ticks', async () => {
    const onB = await subscribeBtc(b);
    await onB.waitFor(btcUpdate);
    await stopInstance(a); // releases the leader lock (a crashed leader's session ends the same way)
    await until(() => b.market.engine?.isLeader === true, 'B to take the leader lock');
    const seen = onB.messages.length;
    const update = await onB.waitFor(btcUpdate, seen);
    expect(update.result).toMatchObject({ currency_pair: 'BTC_USDT' });
    onB.ws.close();
  });
});
