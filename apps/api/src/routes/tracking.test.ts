import { asc, count, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '@exchange/contract/define';
import { ErrorCode } from '@exchange/contract/errors';
import { trackEvents, type TrackEvent } from '@exchange/contract/tracking';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { clickEvents, trackQuota, users } from '../db/schema';
import { CLICK_EVENT_RETENTION_MS, MAX_TRACKED_EVENTS_PER_IP, TRACK_WINDOW_MS } from '../security/rateLimit';
import { freshDb } from '../../test/freshDb';
import { call, loginAs, type RequestOptions } from '../../test/http';

const TRACK = trackEvents.path;
let clock = new Date('2026-03-01T12:00:00Z');
let handle: DbHandle;
let app: ReturnType<typeof createApp>;
const unexpected: unknown[] = [];

beforeAll(async () => {
  handle = await freshDb();
  app = createApp(handle.db, { now: () => clock, logError: (error) => unexpected.push(error) });
});
afterAll(async () => {
  expect(unexpected).toEqual([]);
  await handle.close();
});

function event(overrides: Partial<TrackEvent> = {}): TrackEvent {
  return { name: 'header.click', button: 'signup', page: '/', ts: 1772366400000, ...overrides };
}

function track(events: unknown, options: RequestOptions = {}) {
  return call(app, TRACK, { ...options, form: { events: typeof events === 'string' ? events : JSON.stringify(events) } });
}

async function rowCount(): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(clickEvents);
  return row?.n ?? -1;
}

function expectRefused(res: { status: number; json: unknown }, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  const body = errorAnswer.parse(res.json);
  if (status === 400) expect(body.code).toBe(ErrorCode.invalidInput);
  if (message !== undefined) expect(body.message).toMatch(message);
}

describe('track events', () => {
  it('stores a guest’s events with the site key, locale and client time, and answers the count', async () => {
    await handle.db.delete(clickEvents);
    const res = await track([event(), event({ name: 'nav:open', button: 'markets_menu', page: '/ja/markets', ts: 1772366401234 })], {
      host: 'tr.localhost:3000',
    });
    expect(res.status).toBe(200);
    expect(trackEvents.answer.parse(res.json)).toEqual({ code: 0, message: '', data: { accepted: 2 } });
    const rows = await handle.db.select().from(clickEvents).orderBy(asc(clickEvents.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: 'header.click', button: 'signup', page: '/', siteKey: 'tr', locale: 'tr', userId: null });
    expect(rows[0]?.clientTs.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(rows[0]?.createdAt.toISOString()).toBe(clock.toISOString());
    expect(rows[1]).toMatchObject({ name: 'nav:open', button: 'markets_menu', page: '/ja/markets', siteKey: 'tr', userId: null });
    expect(rows[1]?.clientTs.toISOString()).toBe('2026-03-01T12:00:01.234Z');
  });

  it('records the main site for an unknown host, and a locale prefix the site offers', async () => {
    await handle.db.delete(clickEvents);
    expect((await track([event({ page: '/ja/trade' })], { host: 'unknown.example.org' })).status).toBe(200);
    const [row] = await handle.db.select().from(clickEvents);
    expect(row).toMatchObject({ siteKey: 'main', locale: 'ja' });
  });

  it('records the session user when logged in', async () => {
    await handle.db.delete(clickEvents);
    const cookies = await loginAs(app, 'trader@demo.test');
    const res = await track([event({ button: 'deposit' })], { cookies });
    expect(trackEvents.answer.parse(res.json).data.accepted).toBe(1);
    const [trader] = await handle.db.select().from(users).where(eq(users.email, 'trader@demo.test'));
    const [row] = await handle.db.select().from(clickEvents);
    expect(row?.userId).toBe(trader?.id);
    expect(row?.siteKey).toBe('main');
  });

  it('accepts a JSON body whose events field is the JSON string, and exactly 50 events', async () => {
    const res = await call(app, TRACK, {
      body: JSON.stringify({ events: JSON.stringify(Array.from({ length: 50 }, () => event())) }),
      contentType: 'application/json',
    });
    expect(res.status).toBe(200);
    expect(trackEvents.answer.parse(res.json).data.accepted).toBe(50);
  });

  it('refuses without the CSRF token (403) and stores nothing', async () => {
    const before = await rowCount();
    const res = await call(app, TRACK, { form: { events: JSON.stringify([event()]) }, csrf: false });
    expectRefused(res, 403);
    expect(errorAnswer.parse(res.json).code).toBe(ErrorCode.csrf);
    expectRefused(await track([event()], { headers: { 'sec-fetch-site': 'cross-site' } }), 403);
    expect(await rowCount()).toBe(before);
  });

  it('refuses malformed JSON and non-arrays with 400, never 5xx', async () => {
    const before = await rowCount();
    for (const bad of ['', '[', '{"name":', 'not json', 'null', '{}', '"x"', '42', '[[[[[[]]]]]]', '[1]', '[null]']) {
      expectRefused(await track(bad), 400);
    }
    expectRefused(await track('not json'), 400, 'events must be a JSON array');
    expectRefused(await call(app, TRACK, { form: { other: '1' } }), 400, 'events is required');
    expectRefused(await call(app, TRACK, { body: '{"events":', contentType: 'application/json' }), 400);
    expectRefused(await call(app, TRACK, { body: JSON.stringify({ events: [event()] }), contentType: 'application/json' }), 400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an empty list and more than 50 events with 400', async () => {
    const before = await rowCount();
    expectRefused(await track([]), 400, /at least one/);
    expectRefused(await track(Array.from({ length: 51 }, () => event())), 400, /at most 50/);
    expect(await rowCount()).toBe(before);
  });

  it('refuses bad names, buttons, pages and times with 400', async () => {
    const before = await rowCount();
    const bad: Partial<Record<keyof TrackEvent, unknown>>[] = [
      { name: 'Header.Click' },
      { name: 'has space' },
      { name: '' },
      { name: 'x'.repeat(65) },
      { name: 'drop table;' },
      { name: 'nul\u0000' },
      { name: 42 },
      { button: 'Sign Up' },
      { button: '<script>' },
      { button: 'b'.repeat(65) },
      { page: 'markets' },
      { page: 'https://evil.example/' },
      { page: '' },
      { page: `/${'p'.repeat(256)}` },
      { page: '/a b' },
      { page: '/nul\u0000' },
      { ts: 1.5 },
      { ts: -1 },
      { ts: '1772366400000' },
      { ts: 1e16 },
      { ts: Number.MAX_SAFE_INTEGER },
    ];
    for (const overrides of bad) {
      const res = await track([event(), { ...event(), ...overrides }]);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
    }
    const { name: _name, ...withoutName } = event();
    expectRefused(await track([withoutName]), 400, 'events.0.name is required');
    expect(await rowCount()).toBe(before);
  });

  it('accepts the edges: 64-character names, a 256-character page, ts 0', async () => {
    const res = await track([event({ name: 'a'.repeat(64), button: '0_.:-z'.padEnd(64, 'x'), page: `/${'p'.repeat(255)}`, ts: 0 })]);
    expect(res.status).toBe(200);
  });

  it('refuses an events field over 16000 characters and an over-large body with 4xx', async () => {
    const padded = JSON.stringify([event()]).padEnd(16001, ' ');
    expectRefused(await track(padded), 400);
    const huge = await track('x'.repeat(20 * 1024));
    expect(huge.status).toBe(413);
  });

  it('refuses other content types with 4xx, never 5xx', async () => {
    const body = `events=${encodeURIComponent(JSON.stringify([event()]))}`;
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const res = await call(app, TRACK, { body, contentType });
      expect(res.status, contentType).toBe(415);
    }
    const none = await call(app, TRACK, { body });
    expect(none.status).toBeGreaterThanOrEqual(400);
    expect(none.status).toBeLessThan(500);
    expectRefused(await call(app, TRACK, { method: 'POST' }), 400, 'events is required');
  });

  it('is POST only: GET is 404', async () => {
    expect((await call(app, `${TRACK}?events=[]`)).status).toBe(404);
  });
});

describe('track events: the per-address limit and the retention period', () => {
  const from = (ip: string, events: TrackEvent[] = [event()]) =>
    call(app, trackEvents.path, { form: { events: JSON.stringify(events) }, headers: { 'x-forwarded-for': ip } });

  it('holds 600 events a minute per address under 80 parallel calls of 10: exactly 60 stored, the rest 429; another address is unaffected; the window passes', async () => {
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect(MAX_TRACKED_EVENTS_PER_IP).toBe(600);
    const ten = Array.from({ length: 10 }, () => event());
    const before = await rowCount();
    const results = await Promise.all(Array.from({ length: 80 }, () => from('10.30.0.1', ten)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(60);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expect(errorAnswer.parse(r.json).code).toBe(ErrorCode.rateLimited);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(TRACK_WINDOW_MS / 1000);
    }
    // a refused call stores none of its events
    expect(await rowCount()).toBe(before + MAX_TRACKED_EVENTS_PER_IP);
    expect((await from('10.30.0.1')).status).toBe(429);
    expect((await from('10.30.0.2', ten)).status).toBe(200);
    clock = new Date(clock.getTime() + TRACK_WINDOW_MS + 1000);
    expect((await from('10.30.0.1', ten)).status).toBe(200);
    // the quota rows that left the window are dropped: only the last call's remain
    const [quota] = await handle.db.select({ n: count() }).from(trackQuota);
    expect(quota?.n).toBe(10);
  });

  it('refuses a batch that would pass the limit whole, and takes a smaller one that fits', async () => {
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const batch = (n: number) => Array.from({ length: n }, () => event());
    for (let i = 0; i < 11; i += 1) expect((await from('10.30.1.1', batch(50))).status).toBe(200);
    // 550 stored: 49 more fit (599); 2 would pass 600 and are refused whole; 1 fits (600); then nothing
    const before = await rowCount();
    expect((await from('10.30.1.1', batch(49))).status).toBe(200);
    expect((await from('10.30.1.1', batch(2))).status).toBe(429);
    expect((await from('10.30.1.1', batch(1))).status).toBe(200);
    expect((await from('10.30.1.1', batch(1))).status).toBe(429);
    expect(await rowCount()).toBe(before + 50);
  });

  it('deletes click events older than 90 days as new ones arrive, keeping younger ones', async () => {
    await handle.db.delete(clickEvents);
    const day = 24 * 60 * 60 * 1000;
    const stored = (ageMs: number, button: string) => ({
      name: 'click',
      button,
      page: '/',
      siteKey: 'main',
      locale: 'en',
      clientTs: new Date(clock.getTime() - ageMs),
      createdAt: new Date(clock.getTime() - ageMs),
    });
    await handle.db.insert(clickEvents).values([stored(CLICK_EVENT_RETENTION_MS + day, 'too_old'), stored(CLICK_EVENT_RETENTION_MS - day, 'kept')]);
    expect(CLICK_EVENT_RETENTION_MS).toBe(90 * day);
    expect((await from('10.30.0.3', [event({ button: 'new' })])).status).toBe(200);
    const rows = await handle.db.select({ button: clickEvents.button }).from(clickEvents).orderBy(asc(clickEvents.createdAt));
    expect(rows.map((r) => r.button)).toEqual(['kept', 'new']);
    const [old] = await handle.db
      .select({ n: count() })
      .from(clickEvents)
      .where(lt(clickEvents.createdAt, new Date(clock.getTime() - CLICK_EVENT_RETENTION_MS)));
    expect(old?.n).toBe(0);
  });
});
