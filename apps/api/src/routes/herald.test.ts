import { describe, expect, it } from 'vitest';
import {
  NOTICE_GROUPS,
  NOTICE_TYPES,
  fullsiteBulletin,
  markAllNoticesRead,
  markNoticeRead,
  noticeRecords,
  noticeSettings,
  noticeTicket,
  noticeUnread,
  updateNoticeSetting,
} from '@exchange/contract/herald';
import { SEED_NOTICES } from '../seed/data/notices';
import { consumeTicket } from '../domain/notices';
import { browserName } from '../domain/devices';
import { useFreshApp } from '../../test/freshDb';
import { call, cookieValues, loginAs } from '../../test/http';
import { login as loginCall } from '@exchange/contract/usercenter';

// the app's clock: this file's start (the seed places its notices hours before the real now, so a
// fixed date made the login's notice older than the seed's newest after 09:00 UTC)
const clock = Date.now();
const t = useFreshApp({ now: () => new Date(clock) });
const RECORDS = noticeRecords.path;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function records(cookies: Record<string, string>, query = '') {
  const res = await call(t.app, `${RECORDS}${query}`, { cookies });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return noticeRecords.answer.parse(res.json).data;
}

describe('notice records', () => {
  it('pages the first tab (platform) by default, newest first, with totals and unread counts', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const first = await records(cookies);
    expect(first.page).toBe(1);
    expect(first.size).toBe(10);
    expect(first.list).toHaveLength(10);
    const platform = new Set<string>(NOTICE_GROUPS.platform);
    expect(first.list.every((n) => platform.has(n.type))).toBe(true);
    const times = first.list.map((n) => n.send_timest);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // the login just now left a "New login" notice, the newest of all
    expect(first.list[0]).toMatchObject({ type: 'sys_notice', title: 'New login to your account', is_read: false });
    const seededPlatform = (SEED_NOTICES['trader@demo.test'] ?? []).filter((n) => platform.has(n.type)).length;
    expect(first.total).toBe(seededPlatform + 1);
    expect(first.unread.total).toBe(first.unread.platform + first.unread.trade + first.unread.markets);

    const second = await records(cookies, '?page=2');
    expect(second.list.map((n) => n.msg_id)).not.toContain(first.list[0]?.msg_id);
    const past = await records(cookies, '?page=999&size=50');
    expect(past).toMatchObject({ list: [], page: 999, size: 50, total: first.total });
  });

  it('filters by group and by type', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const trade = await records(cookies, '?type=trade&size=50');
    expect(trade.list.length).toBeGreaterThan(5);
    expect(trade.list.every((n) => (NOTICE_GROUPS.trade as readonly string[]).includes(n.type))).toBe(true);
    const markets = await records(cookies, '?type=market');
    expect(markets.list.every((n) => n.type === 'market')).toBe(true);
    expect(markets.list.length).toBeGreaterThan(0);
    const withDestination = trade.list.find((n) => n.notification?.type === 'futures');
    expect(withDestination?.notification?.extras).toMatchObject({ contract: 'BTC_USDT', settle_asset: 'USDT' });
  });

  it('answers an empty list for a user without notices', async () => {
    const cookies = await loginAs(t.app, 'withdrawonly@demo.test');
    expect(await records(cookies, '?type=markets')).toMatchObject({ list: [], total: 0 });
  });

  it.each([
    ['?type=nope', 'type must be a group (platform, trade, markets) or a notice type'],
    ['?page=0', 'page must be between 1 and 100000'],
    ['?size=51', 'size must be between 1 and 50'],
    ['?size=abc', 'size must be a whole number'],
    ['?page=-1', 'page must be a whole number'],
    ['?extra=1', 'Unknown field: extra'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const cookies = await loginAs(t.app, 'newbie@demo.test');
    const res = await call(t.app, `${RECORDS}${query}`, { cookies });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message });
  });

  it('is for logged-in users only', async () => {
    for (const path of [RECORDS, noticeUnread.path, noticeSettings.path]) {
      const res = await call(t.app, path);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ code: 40101, message: 'Login required' });
    }
    expect((await call(t.app, markAllNoticesRead.path, { form: {} })).status).toBe(401);
    expect((await call(t.app, noticeTicket.path, { form: {} })).status).toBe(401);
  });
});

describe('marking read', () => {
  it('marks one read and answers the counts; another user’s notice is 404 and stays unread', async () => {
    const trader = await loginAs(t.app, 'trader@demo.test');
    const sub = await loginAs(t.app, 'sub@demo.test');
    const before = await records(trader, '?type=platform&size=50');
    const unread = before.list.find((n) => !n.is_read);
    if (!unread) throw new Error('no unread notice seeded');

    const foreign = await call(t.app, markNoticeRead.path, { form: { msg_id: String(unread.msg_id) }, cookies: sub });
    expect(foreign.status).toBe(404);
    const missing = await call(t.app, markNoticeRead.path, { form: { msg_id: '2147483000' }, cookies: sub });
    expect(missing.json).toEqual(foreign.json);
    expect((await records(trader, '?type=platform&size=50')).list.find((n) => n.msg_id === unread.msg_id)?.is_read).toBe(false);

    const res = await call(t.app, markNoticeRead.path, { form: { msg_id: String(unread.msg_id) }, cookies: trader });
    expect(res.status).toBe(200);
    const counts = markNoticeRead.answer.parse(res.json).data;
    expect(counts.platform).toBe(before.unread.platform - 1);
    expect(counts.total).toBe(before.unread.total - 1);
  });

  it('marks a group read, then everything; another user’s notices are untouched', async () => {
    const trader = await loginAs(t.app, 'whitelist@demo.test');
    const other = await loginAs(t.app, 'risk@demo.test');
    const otherBefore = noticeUnread.answer.parse((await call(t.app, noticeUnread.path, { cookies: other })).json).data;
    const trade = await call(t.app, markAllNoticesRead.path, { form: { type: 'trade' }, cookies: trader });
    const afterTrade = markAllNoticesRead.answer.parse(trade.json).data;
    expect(afterTrade.trade).toBe(0);
    expect(afterTrade.platform).toBeGreaterThan(0);
    const all = await call(t.app, markAllNoticesRead.path, { form: {}, cookies: trader });
    expect(markAllNoticesRead.answer.parse(all.json).data).toEqual({ total: 0, platform: 0, trade: 0, markets: 0 });
    const otherAfter = noticeUnread.answer.parse((await call(t.app, noticeUnread.path, { cookies: other })).json).data;
    expect(otherAfter).toEqual(otherBefore);
  });

  it('holds under 20 parallel marks', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const list = (await records(cookies, '?type=trade&size=20')).list;
    const results = await Promise.all([
      ...list.slice(0, 10).map((n) => call(t.app, markNoticeRead.path, { form: { msg_id: String(n.msg_id) }, cookies })),
      ...Array.from({ length: 10 }, () => call(t.app, markAllNoticesRead.path, { form: { type: 'trade' }, cookies })),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await records(cookies, '?type=trade')).unread.trade).toBe(0);
  });

  it.each([
    [{ msg_id: 'x' }, 'msg_id must be a whole number'],
    [{ msg_id: '0' }, 'msg_id must be between 1 and 2147483647'],
    [{}, 'msg_id is required'],
  ])('refuses read %j with 400', async (form, message) => {
    const cookies = await loginAs(t.app, 'newbie@demo.test');
    const res = await call(t.app, markNoticeRead.path, { form: form as Record<string, string>, cookies });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message });
  });

  it('needs the CSRF token to change anything', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    for (const [path, form] of [
      [markAllNoticesRead.path, {}],
      [updateNoticeSetting.path, { type: 'market', enabled: '0' }],
      [noticeTicket.path, {}],
    ] as const) {
      const res = await call(t.app, path, { form, cookies, csrf: false });
      expect(res.status, path).toBe(403);
    }
  });
});

describe('notice settings', () => {
  it('lists every type on by default, turns one off and on; an off type is not created', async () => {
    const cookies = await loginAs(t.app, 'newbie@demo.test');
    const initial = noticeSettings.answer.parse((await call(t.app, noticeSettings.path, { cookies })).json).data;
    expect(initial.map((s) => s.type)).toEqual([...NOTICE_TYPES]);
    expect(initial.every((s) => s.enabled)).toBe(true);

    const off = await call(t.app, updateNoticeSetting.path, { form: { type: 'sys_notice', enabled: '0' }, cookies });
    expect(updateNoticeSetting.answer.parse(off.json).data.find((s) => s.type === 'sys_notice')?.enabled).toBe(false);
    const before = (await records(cookies, '?type=sys_notice')).total;
    await loginAs(t.app, 'newbie@demo.test'); // a new browser: the notice's type is off
    expect((await records(cookies, '?type=sys_notice')).total).toBe(before);

    await call(t.app, updateNoticeSetting.path, { form: { type: 'sys_notice', enabled: '1' }, cookies });
    await loginAs(t.app, 'newbie@demo.test');
    expect((await records(cookies, '?type=sys_notice')).total).toBe(before + 1);
  });

  it.each([
    [{ type: 'nope', enabled: '1' }, 'type must be a notice type'],
    [{ type: 'market', enabled: 'yes' }, 'enabled must be 1 or 0'],
    [{ type: 'market' }, 'enabled is required'],
  ])('refuses %j with 400', async (form, message) => {
    const cookies = await loginAs(t.app, 'newbie@demo.test');
    const res = await call(t.app, updateNoticeSetting.path, { form: form as Record<string, string>, cookies });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message });
  });
});

describe('new-login notices', () => {
  it('a browser the user logged in from before leaves no new notice; a new one does, naming the browser', async () => {
    const first = await call(t.app, loginCall.path, {
      form: { email: 'sub@demo.test', password: 'Demo-pass-2026' },
      headers: { 'user-agent': CHROME },
    });
    const cookies = cookieValues(first.setCookies);
    expect(cookies.device_id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(first.setCookies.find((l) => l.startsWith('device_id='))).toMatch(/HttpOnly/);
    const count = async () => (await records(cookies, '?type=sys_notice&size=50')).total;
    const before = await count();
    const newest = (await records(cookies, '?type=sys_notice')).list[0];
    expect(newest?.content).toContain('Chrome on Windows');
    await call(t.app, loginCall.path, {
      form: { email: 'sub@demo.test', password: 'Demo-pass-2026' },
      cookies: { device_id: cookies.device_id ?? '' },
    });
    expect(await count()).toBe(before);
    await loginAs(t.app, 'sub@demo.test');
    expect(await count()).toBe(before + 1);
  });

  it('names browsers plainly', () => {
    expect(browserName(CHROME)).toBe('Chrome on Windows');
    expect(browserName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iOS',
    );
    expect(browserName('<script>')).toBe('Unknown browser');
    expect(browserName(undefined)).toBe('Unknown browser');
  });
});

describe('WebSocket tickets', () => {
  it('issues a ticket that names its user once, for 60 s', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await call(t.app, noticeTicket.path, { form: {}, cookies });
    const { ticket, expires_in } = noticeTicket.answer.parse(res.json).data;
    expect(expires_in).toBe(60);
    const db = t.handle.db;
    const at = new Date(clock);
    expect(await consumeTicket(db, 'not-a-ticket', at)).toBeNull();
    expect(await consumeTicket(db, ticket, at)).toEqual(expect.any(Number));
    expect(await consumeTicket(db, ticket, at)).toBeNull();

    const late = noticeTicket.answer.parse((await call(t.app, noticeTicket.path, { form: {}, cookies })).json).data.ticket;
    expect(await consumeTicket(db, late, new Date(clock + 61_000))).toBeNull();
    const parallel = noticeTicket.answer.parse((await call(t.app, noticeTicket.path, { form: {}, cookies })).json).data.ticket;
    const uses = await Promise.all(Array.from({ length: 10 }, () => consumeTicket(db, parallel, at)));
    expect(uses.filter((u) => u !== null)).toHaveLength(1);
  });
});

describe('full-site bulletin', () => {
  const bulletin = async (query: string, headers: Record<string, string> = {}, host?: string) => {
    const res = await call(t.app, `${fullsiteBulletin.path}${query}`, { headers, host });
    return { status: res.status, json: res.json };
  };

  it('answers the site’s announcement for the page in the request’s language, English otherwise', async () => {
    const en = fullsiteBulletin.answer.parse((await bulletin('?page=index')).json).data;
    expect(en).toMatchObject({ content_id: 'maint-2026-11', link: '' });
    expect(en?.content).toContain('<a href="/announcements">');
    const de = fullsiteBulletin.answer.parse((await bulletin('?page=index', { 'application-language': 'de' })).json).data;
    expect(de?.content).toContain('Geplante Wartung');
    const th = fullsiteBulletin.answer.parse((await bulletin('?page=index', { 'application-language': 'th' })).json).data;
    expect(th?.content).toBe(en?.content);
    const tr = fullsiteBulletin.answer.parse((await bulletin('?page=index', {}, 'tr.localhost:3000')).json).data;
    expect(tr?.content_id).toBe('welcome-tr-2026-11');
    const trTr = fullsiteBulletin.answer.parse((await bulletin('?page=index', { 'application-language': 'tr' }, 'tr.localhost:3000')).json).data;
    expect(trTr?.content).toContain('Bu hafta');
    expect(fullsiteBulletin.answer.parse((await bulletin('?page=price')).json).data?.content_id).toBe('listings-2026-47');
  });

  it('answers null for a page without one, 400 for a bad key', async () => {
    expect((await bulletin('?page=futures')).json).toEqual({ code: 0, message: '', data: null });
    for (const query of ['', '?page=', '?page=../x', '?page=INDEX', `?page=${'a'.repeat(41)}`, '?page=index&x=1']) {
      const res = await bulletin(query);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ code: 40001, message: expect.any(String) });
    }
    expect((await bulletin('?page=index', { 'application-language': 'klingon' })).status).toBe(400);
  });
});
