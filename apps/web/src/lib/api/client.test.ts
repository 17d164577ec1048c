import { describe, expect, it, vi } from 'vitest';
import { login, getUserInfo, guestUser } from '@exchange/contract/usercenter';
import { siteSettings } from '@exchange/contract/site';
import { marketFutures } from '@exchange/contract/market';
import { futuresRowsFixture } from '@exchange/contract/market-fixture';
import { applyKyc } from '@exchange/contract/kyc-apply';
import { request, type Transport } from './client';
import { formEncode } from './form';

type FetchArgs = Parameters<typeof fetch>;

function transport(respond: (...args: FetchArgs) => Promise<Response>, overrides: Partial<Transport> = {}) {
  const log = vi.fn();
  const fetchMock = vi.fn(respond);
  const t: Transport = {
    baseUrl: 'http://api.test',
    timeoutMs: 50,
    siteCode: 2,
    headers: () => ({ 'x-forwarded-host': 'tr.localhost' }),
    csrfToken: () => 'tok-1234567890abcdef',
    fetch: fetchMock,
    log,
    ...overrides,
  };
  return { t, log, fetchMock };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const settings = {
  curr_fiat: 'TRY',
  currency_count: 2700,
  defaultBuyCryptoFiat: 'TRY',
  defaultP2PFiat: 'TRY',
  lang_list: { tr: 'Türkçe' },
  fiat_list: { TRY: { fiat: 'TRY', symbol: '₺' } },
  lang_prefix: '',
  sub_website_id: 177,
  is_service_host: false,
};

describe('api client', () => {
  it('sends GET fields as a query with the csrftoken header and credentials, and parses the answer', async () => {
    const { t, fetchMock } = transport(() => json(200, { code: 0, message: 'Success', data: settings }));
    const result = await request(t, siteSettings, { lang: 'en' });
    expect(result).toEqual({ ok: true, data: { code: 0, message: 'Success', data: settings } });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('http://api.test/api/web/v1/site/settings?lang=en');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ csrftoken: 'tok-1234567890abcdef', 'x-forwarded-host': 'tr.localhost' });
  });

  it("sends the site's API code on every call, GET and POST (spec doc 1 §7: Turkey 2, Malta 3, default 0)", async () => {
    const { t, fetchMock } = transport(() => json(200, { code: 0, message: 'ok', data: { uid: 1, nickname: 'n' } }));
    await request(t, siteSettings, {});
    await request(t, login, { email: 'trader@demo.test', password: 'x' });
    for (const [, init] of fetchMock.mock.calls as FetchArgs[]) expect(init?.headers).toMatchObject({ 'application-site-code': '2' });
    const malta = transport(() => json(200, { code: 0, message: 'ok', data: settings }), { siteCode: 3 });
    await request(malta.t, siteSettings, {});
    expect((malta.fetchMock.mock.calls[0] as FetchArgs)[1]?.headers).toMatchObject({ 'application-site-code': '3' });
    const main = transport(() => json(200, { code: 0, message: 'ok', data: settings }), { siteCode: 0 });
    await request(main.t, siteSettings, {});
    expect((main.fetchMock.mock.calls[0] as FetchArgs)[1]?.headers).toMatchObject({ 'application-site-code': '0' });
    // a document that names no site (the root error page's own) sends none rather than a wrong one
    const none = transport(() => json(200, { code: 0, message: 'ok', data: settings }), { siteCode: null });
    await request(none.t, siteSettings, {});
    expect((none.fetchMock.mock.calls[0] as FetchArgs)[1]?.headers).not.toHaveProperty('application-site-code');
  });

  it('form-encodes POST bodies', async () => {
    const { t, fetchMock } = transport(() => json(200, { code: 0, message: 'ok', data: { uid: 1, nickname: 'n' } }));
    await request(t, login, { email: 'Trader@Demo.test', password: 'p&ss=1' });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    expect(String(init?.body)).toBe('email=trader%40demo.test&password=p%26ss%3D1');
  });

  it('sends an upload call as multipart/form-data: its fields as text parts and its files, with no content type of its own', async () => {
    const { t, fetchMock } = transport(() => json(200, { code: 0, message: 'ok', data: applyKyc.fallback.data }));
    const front = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1])], { type: 'image/jpeg' });
    const input = {
      level: '1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      birth_date: '1990-04-30',
      nationality: 'GB',
      residence: 'GB',
      doc_type: 'passport',
      doc_number: 'AB123456',
    } as const;
    const result = await request(t, applyKyc, input, { front: [front], selfie: [front] });
    expect(result.ok).toBe(true);
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(init?.headers).not.toHaveProperty('content-type');
    expect(init?.headers).toMatchObject({ csrftoken: 'tok-1234567890abcdef' });
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('first_name')).toBe('Ada');
    expect(body.getAll('front')).toHaveLength(1);
    expect(body.getAll('selfie')).toHaveLength(1);
    expect(body.has('back')).toBe(false);
  });

  it('returns the fallback and the API error on a refusal', async () => {
    const { t, log } = transport(() => json(401, { code: 40102, message: 'Incorrect email or password' }));
    const result = await request(t, login, { email: 'a@b.co', password: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({ status: 401, code: 40102, message: 'Incorrect email or password' });
    expect(result.data).toEqual(login.fallback);
    expect(log).not.toHaveBeenCalled(); // 401 is an expected answer
  });

  it('falls back and logs on a 5xx without a JSON body', async () => {
    const { t, log } = transport(() => Promise.resolve(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' })));
    const result = await request(t, siteSettings, {});
    expect(result.data).toEqual(siteSettings.fallback);
    expect(result.data.data.curr_fiat).toBe('USD');
    expect(result.data.data.currency_count).toBe(2700);
    expect(log).toHaveBeenCalledWith('api call refused', expect.objectContaining({ status: 502 }));
  });

  it('falls back and logs when the answer does not match the contract', async () => {
    const { t, log } = transport(() => json(200, { code: 0, message: '', data: { is_login: 'yes' } }));
    const result = await request(t, getUserInfo, {});
    expect(result.ok).toBe(false);
    expect(result.data.data).toEqual(guestUser);
    expect(log).toHaveBeenCalledWith('api answer does not match the contract', expect.anything());
  });

  it('checks a long list answer a slice at a time between tasks: the same rows, a bad one anywhere refused', async () => {
    const futures = futuresRowsFixture(1234);
    const ok = transport(() => json(200, { code: 200, message: '', data: futures }));
    const result = await request(ok.t, marketFutures, { exchange_type: 'CONTRACT_ALL' });
    expect(result).toEqual({ ok: true, data: { code: 200, message: '', data: futures } });
    const bad = futures.map((row, i) => (i === 1100 ? { ...row, last_price: 'NaN' } : row));
    const refused = transport(() => json(200, { code: 200, message: '', data: bad }));
    expect(await request(refused.t, marketFutures, { exchange_type: 'CONTRACT_ALL' })).toMatchObject({ ok: false, data: marketFutures.fallback });
    expect(refused.log).toHaveBeenCalledWith(
      'api answer does not match the contract',
      expect.objectContaining({ issues: [expect.stringMatching(/^data\.1100\.last_price: /)] }),
    );
  });

  it('falls back on a network error and on a timeout', async () => {
    const down = transport(() => Promise.reject(new TypeError('fetch failed')));
    expect((await request(down.t, siteSettings, {})).data).toEqual(siteSettings.fallback);
    expect(down.log).toHaveBeenCalled();

    const slow = transport(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const result = await request(slow.t, siteSettings, {});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('timed out after 50 ms');
    // headers in time, the body not: the timeout fires while it is read, and the call still never throws
    const stalled = transport(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const cut = await request(stalled.t, siteSettings, {});
    expect(cut).toMatchObject({ ok: false, data: siteSettings.fallback });
    if (!cut.ok) expect(cut.error.message).toBe('timed out after 50 ms');
  });

  it('refuses bad input locally without a request', async () => {
    const { t, fetchMock } = transport(() => json(200, {}));
    const result = await request(t, login, { email: 'nope', password: 'x' });
    expect(result.ok).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves out the csrftoken header when there is no cookie', async () => {
    const { t, fetchMock } = transport(() => json(200, { code: 0, message: '', data: settings }), { csrfToken: () => undefined });
    await request(t, siteSettings, {});
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(init?.headers).not.toHaveProperty('csrftoken');
  });

  it('formEncode skips empty values and serialises non-strings', () => {
    expect(formEncode({ a: 'x y', b: undefined, c: null, d: 3, e: true }).toString()).toBe('a=x+y&d=3&e=true');
  });

  it('falls back at once, without a request, when no time is left', async () => {
    const { t, fetchMock, log } = transport(() => json(200, { code: 0, message: '', data: settings }), { timeoutMs: 0 });
    const result = await request(t, siteSettings, {});
    expect(result.ok).toBe(false);
    expect(result.data).toEqual(siteSettings.fallback);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('api call skipped', expect.objectContaining({ message: 'deadline passed' }));
  });
});
