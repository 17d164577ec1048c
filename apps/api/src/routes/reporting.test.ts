import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_KINDS, reportError } from '@exchange/contract/reporting';
import { errorReports, users } from '../db/schema';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs, type RequestOptions } from '../../test/http';

const REPORT = reportError.path;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const t = useFreshApp();

const form = (extra: Record<string, string> = {}) => ({
  kind: 'error',
  message: 'TypeError: x is undefined',
  page: '/trade/BTC_USDT',
  release: '1.0.0',
  ...extra,
});

function report(ip: string, options: RequestOptions = {}) {
  return call(t.app, REPORT, { form: form(), ...options, headers: { 'user-agent': CHROME, 'x-forwarded-for': ip, ...options.headers } });
}

async function storedFrom(ip: string): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(errorReports).where(eq(errorReports.ip, ip));
  return row?.n ?? 0;
}

describe('report/error', () => {
  it('stores a report with its site, user, user agent and address', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await report('10.20.0.1', { cookies, host: 'tr.localhost', form: form({ stack: 'at main (app.js:1:1)', kind: 'cdn' }) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: 0, message: '', data: null });
    const [trader] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'trader@demo.test'));
    const [row] = await t.handle.db.select().from(errorReports).where(eq(errorReports.ip, '10.20.0.1'));
    expect(row).toMatchObject({ kind: 'cdn', page: '/trade/BTC_USDT', siteKey: 'tr', userId: trader?.id, userAgent: CHROME, stack: 'at main (app.js:1:1)' });
  });

  it('stores every kind the browser sends, a render error an error page caught among them', async () => {
    for (const [i, kind] of REPORT_KINDS.entries()) {
      const ip = `10.20.1.${i + 1}`;
      expect((await report(ip, { form: form({ kind, message: `a ${kind} report` }) })).status).toBe(200);
      const [row] = await t.handle.db.select().from(errorReports).where(eq(errorReports.ip, ip));
      expect(row).toMatchObject({ kind, message: `a ${kind} report` });
    }
    expect(REPORT_KINDS).toContain('render');
  });

  it('needs the CSRF token', async () => {
    const res = await report('10.20.0.2', { csrf: false });
    expect(res.status).toBe(403);
    expect(await storedFrom('10.20.0.2')).toBe(0);
  });

  it.each([
    [{ kind: 'warning' }, 400],
    [{ page: 'trade' }, 400],
    [{ message: '' }, 400],
    [{ release: 'v 1' }, 400],
    [{ message: 'x'.repeat(1001) }, 400],
    [{ uid: '10000001' }, 400],
  ])('refuses bad input %j with a 4xx JSON message and stores nothing', async (extra, status) => {
    const res = await report('10.20.0.3', { form: form(extra) });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ code: 40001 });
    expect(await storedFrom('10.20.0.3')).toBe(0);
  });

  it('answers ok without storing for bots, a missing user agent, extension and chunk-load errors', async () => {
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'curl/8.5.0', '']) {
      const res = await report('10.20.0.4', { headers: { 'user-agent': ua } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ code: 0, message: '', data: null });
    }
    expect((await report('10.20.0.4', { form: form({ stack: 'at x (chrome-extension://abc/content.js:1:1)' }) })).status).toBe(200);
    expect((await report('10.20.0.4', { form: form({ message: 'ChunkLoadError: Loading chunk 123 failed.' }) })).status).toBe(200);
    expect(await storedFrom('10.20.0.4')).toBe(0);
    // A headless browser is not a bot.
    expect((await report('10.20.0.4', { headers: { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') } })).status).toBe(200);
    expect(await storedFrom('10.20.0.4')).toBe(1);
  });

  it('holds the limit of 30 a minute per address under 45 parallel reports; another address is unaffected', async () => {
    const results = await Promise.all(Array.from({ length: 45 }, () => report('10.20.0.5')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.json).toMatchObject({ code: 42901 });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await storedFrom('10.20.0.5')).toBe(30);
    expect((await report('10.20.0.6')).status).toBe(200);
  });
});
