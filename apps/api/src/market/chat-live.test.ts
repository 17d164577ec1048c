import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT_CHANNEL, chatPushSchema, postChatMessage } from '@exchange/contract/chat';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { freshDb } from '../test/freshDb';
import { call, loginAs } from '../test/http';
import { startMarket, type MarketService } from './service';

/** The chatroom's live channel end to end: a post over HTTP reaches the sockets following the room, through NOTIFY. */

let handle: DbHandle;
let market: MarketService;
let server: Server;
let port = 0;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await freshDb();
  app = createApp(handle.db);
  market = await startMarket(handle, { simulator: false, timers: false, backfillDays: 0, logError: (e) => console.error(e) });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  market.attach(server);
  port = await new Promise<number>((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
});

afterAll(async () => {
  await market.stop();
  await new Promise((r) => server.close(r));
  await handle.close();
});

interface Client {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  next(test: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
}

async function connect(host?: string): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/spot`, host ? { headers: { host } } : {});
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

const request = (event: 'subscribe' | 'unsubscribe', payload: string[], id = 3) => JSON.stringify({ time: 1, id, channel: CHAT_CHANNEL, event, payload });
const updates = (c: Client) => c.messages.filter((m) => m.event === 'update');

describe('chat.messages', () => {
  it('pushes a posted message to every socket following the room, and only to those', async () => {
    const reader = await connect();
    reader.ws.send(request('subscribe', ['main']));
    expect(await reader.next((m) => m.event === 'subscribe')).toMatchObject({ id: 3, channel: CHAT_CHANNEL, error: null, result: { status: 'success' } });
    const second = await connect('localhost:4000');
    second.ws.send(request('subscribe', ['main']));
    await second.next((m) => m.event === 'subscribe');
    const bystander = await connect();

    const cookies = await loginAs(app, 'trader@demo.test');
    const res = await call(app, '/apiw/v2/chat/messages', { form: { body: '  <b>hello</b> room  ' }, cookies });
    expect(res.status).toBe(200);
    const posted = postChatMessage.answer.parse(res.json).data;

    for (const client of [reader, second]) {
      const push = chatPushSchema.parse(await client.next((m) => m.event === 'update'));
      expect(push.result).toEqual({ room: 'main', message: posted });
      expect(push.result.message.body).toBe('<b>hello</b> room');
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(updates(bystander)).toHaveLength(0);

    // unsubscribed: nothing more
    reader.ws.send(request('unsubscribe', []));
    await reader.next((m) => m.event === 'unsubscribe');
    await call(app, '/apiw/v2/chat/messages', { form: { body: 'second' }, cookies });
    await second.next((m) => m.event === 'update' && (m.result as { message: { body: string } }).message.body === 'second');
    await new Promise((r) => setTimeout(r, 200));
    expect(updates(reader)).toHaveLength(1);
    for (const c of [reader, second, bystander]) c.ws.close();
  });

  it('refuses another site’s room, a site without the chatroom, and a malformed payload', async () => {
    const main = await connect();
    main.ws.send(request('subscribe', ['tr'], 1));
    main.ws.send(request('subscribe', ['Main!'], 2));
    main.ws.send(request('subscribe', ['main', 'tr'], 3));
    const turkey = await connect('tr.localhost:4000');
    turkey.ws.send(request('subscribe', ['tr'], 4));
    turkey.ws.send(request('subscribe', ['main'], 5));
    await main.next(() => main.messages.length >= 3);
    await turkey.next(() => turkey.messages.length >= 2);
    for (const m of [...main.messages, ...turkey.messages]) expect(m).toMatchObject({ error: { code: 2 }, result: null });
    expect(turkey.messages[0]).toMatchObject({ id: 4, error: { message: 'Unknown chat room: tr' } });

    const cookies = await loginAs(app, 'whitelist@demo.test');
    await call(app, '/apiw/v2/chat/messages', { form: { body: 'nobody there hears this' }, cookies });
    await new Promise((r) => setTimeout(r, 200));
    expect(updates(main)).toHaveLength(0);
    expect(updates(turkey)).toHaveLength(0);
    main.ws.close();
    turkey.ws.close();
  });
});
