import { describe, expect, it } from 'vitest';
import { CHAT_CHANNEL, chatPushSchema, postChatMessage } from '@exchange/contract/chat';
import { call, loginAs } from '../../test/http';
import { type LiveClient, useLiveServer } from '../../test/liveServer';

/** The chatroom's live channel end to end: a post over HTTP reaches the sockets following the room, through NOTIFY. */

const live = useLiveServer();
const connect = (host?: string) => live.connect('/ws/spot', host);

const request = (event: 'subscribe' | 'unsubscribe', payload: string[], id = 3) => JSON.stringify({ time: 1, id, channel: CHAT_CHANNEL, event, payload });
const updates = (c: LiveClient) => c.messages.filter((m) => m.event === 'update');

describe('chat.messages', () => {
  it('pushes a posted message to every socket following the room, and only to those', async () => {
    const reader = await connect();
    reader.ws.send(request('subscribe', ['main']));
    expect(await reader.next((m) => m.event === 'subscribe')).toMatchObject({ id: 3, channel: CHAT_CHANNEL, error: null, result: { status: 'success' } });
    const second = await connect('localhost:4000');
    second.ws.send(request('subscribe', ['main']));
    await second.next((m) => m.event === 'subscribe');
    const bystander = await connect();

    const cookies = await loginAs(live.app, 'trader@demo.test');
    const res = await call(live.app, postChatMessage.path, { form: { body: '  <b>hello</b> room  ' }, cookies });
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
    await call(live.app, postChatMessage.path, { form: { body: 'second' }, cookies });
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

    const cookies = await loginAs(live.app, 'whitelist@demo.test');
    await call(live.app, postChatMessage.path, { form: { body: 'nobody there hears this' }, cookies });
    await new Promise((r) => setTimeout(r, 200));
    expect(updates(main)).toHaveLength(0);
    expect(updates(turkey)).toHaveLength(0);
    main.ws.close();
    turkey.ws.close();
  });
});
