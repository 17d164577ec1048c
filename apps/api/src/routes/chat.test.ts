import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatHistory, postChatMessage } from '@exchange/contract/chat';
import { chatMessages } from '../db/schema';
import { seed } from '../seed/seed';
import { SEED_CHAT } from '../seed/data/chat';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';

/** The clock the app reads: tests move it past the rate windows instead of waiting. */
let clock = Date.now();
const t = useFreshApp({ now: () => new Date(clock) });
/** chatHistory's path, which postChatMessage shares */
const PATH = chatHistory.path;
const SEEDED = SEED_CHAT.main?.length ?? 0;

const history = async (query = '', host?: string) => {
  const res = await call(t.app, `${PATH}${query}`, { host });
  return { status: res.status, json: res.json, data: res.status === 200 ? chatHistory.answer.parse(res.json).data : null };
};
const post = (body: string, cookies: Record<string, string>, extra: { host?: string; csrf?: boolean } = {}) =>
  call(t.app, PATH, { form: { body }, cookies, ...extra });

describe('chat history', () => {
  it('answers the site’s room to guests, newest first, paged by `before`', async () => {
    const first = await history('?size=5');
    expect(first.status).toBe(200);
    expect(first.data?.room).toBe('main');
    const list = first.data?.list ?? [];
    expect(list).toHaveLength(5);
    expect(first.data?.has_more).toBe(true);
    expect(list.map((m) => m.id)).toEqual([...list.map((m) => m.id)].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ nickname: 'whitelist', body: 'Have a good evening everyone!' });

    const seen = new Set(list.map((m) => m.id));
    let before = list.at(-1)?.id;
    let more = true;
    while (more && before !== undefined) {
      const page = await history(`?size=5&before=${before}`);
      for (const m of page.data?.list ?? []) {
        expect(m.id).toBeLessThan(before);
        seen.add(m.id);
      }
      more = page.data?.has_more ?? false;
      before = page.data?.list.at(-1)?.id;
    }
    expect(seen.size).toBe(SEEDED);
    expect((await history()).data?.list).toHaveLength(SEEDED); // default size 30 > seeded
  });

  it.each([
    ['?size=51', 'size must be between 1 and 50'],
    ['?size=0', 'size must be between 1 and 50'],
    ['?before=abc', 'before must be a whole number'],
    ['?before=-1', 'before must be a whole number'],
    ['?room=tr', 'Unknown field: room'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await history(query);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message });
  });

  it('answers 404 on a site without the chatroom, for reads and posts alike', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    for (const host of ['tr.localhost:3000', 'eu.localhost', 'testnet.localhost:3000']) {
      expect((await history('', host)).status).toBe(404);
      const res = await post('hello', cookies, { host });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: 40401, message: 'Not found' });
    }
  });
});

describe('posting', () => {
  it('refuses guests with 401 JSON and posts without the CSRF token with 403', async () => {
    const guest = await post('hello', {});
    expect(guest.status).toBe(401);
    expect(guest.json).toEqual({ code: 40101, message: 'Login required' });
    const cookies = await loginAs(t.app, 'newbie@demo.test');
    const noCsrf = await post('hello', cookies, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.json).toMatchObject({ code: 40301 });
    const [row] = await t.handle.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.body, 'hello'));
    expect(row?.n).toBe(0);
  });

  it.each([
    ['', 'body must not be empty'],
    ['   \t  ', 'body must not be empty'],
    ['x'.repeat(CHAT_MESSAGE_MAX + 1), `body must be at most ${CHAT_MESSAGE_MAX} characters`],
    ['line one\nline two', 'body must not contain control characters'],
    ['bell\u0007', 'body must not contain control characters'],
    ['nul\u0000byte', 'body must not contain control characters'],
    ['abc\u202Eevil', 'body must not contain control characters'],
  ])('refuses the body %j with 400', async (body, message) => {
    clock += 11 * 60_000;
    const cookies = await loginAs(t.app, 'risk@demo.test');
    const res = await post(body, cookies);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message });
  });

  it('refuses a missing body and unknown fields', async () => {
    const cookies = await loginAs(t.app, 'risk@demo.test');
    expect((await call(t.app, PATH, { form: {}, cookies })).json).toEqual({ code: 40001, message: 'body is required' });
    expect((await call(t.app, PATH, { form: { body: 'hi', room: 'tr' }, cookies })).json).toEqual({ code: 40001, message: 'Unknown field: room' });
  });

  it('stores the trimmed text under the poster’s nickname; 500 characters (emoji count as one) pass', async () => {
    clock += 11 * 60_000;
    const cookies = await loginAs(t.app, 'whitelist@demo.test');
    const res = await post('   <img src=x onerror=alert(1)>  ', cookies);
    expect(res.status).toBe(200);
    const message = postChatMessage.answer.parse(res.json).data;
    expect(message).toMatchObject({ nickname: 'whitelist', body: '<img src=x onerror=alert(1)>' });
    expect(message.sent_at).toBe(Math.floor(clock / 1000));
    expect((await history('?size=1')).data?.list[0]).toEqual(message);

    const long = await post('🙂'.repeat(CHAT_MESSAGE_MAX), cookies);
    expect(long.status).toBe(200);
    const json = await post(JSON.stringify({ body: 'é'.repeat(480) }), cookies);
    expect(json.status).toBe(200); // a JSON-looking text is just text
    const asJson = await call(t.app, PATH, { body: JSON.stringify({ body: 'from json' }), contentType: 'application/json', cookies });
    expect(asJson.status).toBe(200);
  });

  it('holds 5 messages per 10 s and 30 per 10 minutes per user, under parallel posts', async () => {
    clock += 11 * 60_000;
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => post(`burst ${i}`, cookies)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.json).toEqual({ code: 42901, message: 'You are sending messages too fast; wait a moment' });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    }
    // another user is not held back by the trader's messages
    expect((await post('not me', await loginAs(t.app, 'sub@demo.test'))).status).toBe(200);

    // five more bursts 11 s apart reach 30 in the 10 minutes; the next burst gets nothing through
    for (let round = 0; round < 5; round += 1) {
      clock += 11_000;
      const ok = (await Promise.all(Array.from({ length: 7 }, (_, i) => post(`round ${round}.${i}`, cookies)))).filter((r) => r.status === 200);
      expect(ok).toHaveLength(5);
    }
    clock += 11_000;
    const capped = await Promise.all(Array.from({ length: 4 }, (_, i) => post(`capped ${i}`, cookies)));
    expect(capped.map((r) => r.status)).toEqual([429, 429, 429, 429]);
    expect(Number(capped[0]?.headers.get('retry-after'))).toBeGreaterThan(10);
    const [row] = await t.handle.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.nickname, 'trader'));
    const seededByTrader = (SEED_CHAT.main ?? []).filter((m) => m.email === 'trader@demo.test').length;
    expect(row?.n).toBe(30 + seededByTrader);

    clock += 10 * 60_000;
    expect((await post('back again', cookies)).status).toBe(200);
  });

  it('seeding again adds no message', async () => {
    const before = await t.handle.db.select({ n: count() }).from(chatMessages);
    await seed(t.handle.db);
    const after = await t.handle.db.select({ n: count() }).from(chatMessages);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
