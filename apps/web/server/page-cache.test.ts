import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDeflate, createGzip, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FORWARDED_HEADERS } from '@/lib/api/forwarded-headers';
import { reportFailedCall } from '@/lib/api/render-health';
import { newNonce } from '@/lib/security/security-headers';
import { createFrontDoor } from './front-door';
import {
  createPageCache,
  guestPageKey,
  KEYED_HEADERS,
  missingCsrfCookies,
  nonceSplit,
  pageCacheTtl,
  UNKEYED_FORWARDED_HEADERS,
  type PageCacheOptions,
} from './page-cache';

const TOKEN_A = 'a'.repeat(64);
const TOKEN_B = 'b'.repeat(64);
const GUEST = `csrftoken=${TOKEN_A}; is_on=1`;

function req(url: string, headers: IncomingHttpHeaders = {}, method = 'GET') {
  return { method, url, headers: { 'x-forwarded-host': 'example.test', 'x-forwarded-proto': 'https', cookie: GUEST, ...headers } };
}

describe('pageCacheTtl (GUEST_PAGE_CACHE_MS)', () => {
  it('is off unless set, takes whole milliseconds up to ten seconds, and refuses anything else at start-up', () => {
    expect(pageCacheTtl(undefined)).toBe(0);
    expect(pageCacheTtl(' ')).toBe(0);
    expect(pageCacheTtl('0')).toBe(0);
    expect(pageCacheTtl('1000')).toBe(1000);
    expect(pageCacheTtl('10000')).toBe(10_000);
    for (const bad of ['10001', '60000', '-1', '1.5', '1e3', 'on', '0x10']) expect(() => pageCacheTtl(bad)).toThrow(/GUEST_PAGE_CACHE_MS/);
  });
});

describe('guestPageKey: which requests share a kept page', () => {
  it('never keys a request for a file, with a session, with a query, from Next client navigation, or not a GET', () => {
    expect(guestPageKey(req('/'))).toBeDefined();
    expect(guestPageKey(req('/', {}, 'HEAD'))).toBeUndefined();
    expect(guestPageKey(req('/', {}, 'POST'))).toBeUndefined();
    expect(guestPageKey(req('/?ref=ABC'))).toBeUndefined();
    expect(guestPageKey(req('/?'))).toBeUndefined();
    for (const file of ['/_next/static/chunks/a1.js', '/_next/image', '/sw.js', '/favicon.ico', '/coin-icons/btc.svg', '/app-qr/main.svg'])
      expect(guestPageKey(req(file)), file).toBeUndefined();
    for (const page of ['/trade/BTC_USDT', '/ar/price', '/groupchat/chatroom']) expect(guestPageKey(req(page)), page).toBeDefined();
    expect(guestPageKey(req('/', { cookie: `${GUEST}; sid=abc` }))).toBeUndefined();
    expect(guestPageKey(req('/', { cookie: `__Host-sid=abc; ${GUEST}` }))).toBeUndefined();
    // a first visit (no CSRF pair, or part of it) shares the returning visitor's key
    for (const cookie of [`csrftoken=${TOKEN_A}`, 'is_on=1', undefined, '', 'csrftoken=; is_on='])
      expect(guestPageKey(req('/', { cookie }))).toBe(guestPageKey(req('/')));
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-url']) {
      expect(guestPageKey(req('/', { [header]: '1' })), header).toBeUndefined();
    }
    expect(guestPageKey(req('/', { authorization: 'Bearer x' }))).toBeUndefined();
  });

  it('is the same whatever the CSRF token and the cookie order, and differs with every cookie, the host, scheme, path and language', () => {
    const base = guestPageKey(req('/', { cookie: `${GUEST}; theme=dark; curr_fiat=USD` }));
    expect(guestPageKey(req('/', { cookie: `curr_fiat=USD; csrftoken=${TOKEN_B}; theme=dark; is_on=1` }))).toBe(base);
    const others = [
      req('/', { cookie: `${GUEST}; theme=light; curr_fiat=USD` }),
      req('/', { cookie: `${GUEST}; theme=dark; curr_fiat=EUR` }),
      req('/', { cookie: `${GUEST}; theme=dark; curr_fiat=USD; dev_country=US` }),
      req('/', { cookie: `${GUEST}; theme=dark; curr_fiat=USD; anything=1` }),
      req('/', { cookie: `${GUEST}; theme=dark; curr_fiat=USD`, 'x-forwarded-host': 'tr.example.test' }),
      req('/', { cookie: `${GUEST}; theme=dark; curr_fiat=USD`, 'x-forwarded-proto': 'http' }),
      req('/', { cookie: `${GUEST}; theme=dark; curr_fiat=USD`, 'accept-language': 'de' }),
      req('/price', { cookie: `${GUEST}; theme=dark; curr_fiat=USD` }),
      req('/ar', { cookie: `${GUEST}; theme=dark; curr_fiat=USD` }),
    ];
    const keys = new Set([base, ...others.map((r) => guestPageKey(r))]);
    expect(keys.size).toBe(others.length + 1);
  });

  it('renders every time a request whose cookies Next could read otherwise than the key: odd syntax, repeats, %-escapes, a CSRF value of another shape', () => {
    for (const cookie of [
      `${GUEST}; theme =2`,
      `${GUEST}; curr_fiat= EUR`,
      `${GUEST}; theme`,
      `${GUEST}; theme=2; theme=0`,
      `${GUEST}; curr_fiat=E%55R`,
      `${GUEST}; a="b"`,
      'csrftoken=a%00b; is_on=1',
      `csrftoken=${'A'.repeat(64)}; is_on=1`,
      `csrftoken=${TOKEN_A}; is_on=2`,
      `csrftoken=${TOKEN_A};; is_on=1`,
    ]) {
      expect(guestPageKey(req('/', { cookie })), cookie).toBeUndefined();
    }
    expect(guestPageKey(req('/', { cookie: `${GUEST};theme=2` }))).toBe(guestPageKey(req('/', { cookie: `${GUEST}; theme=2` })));
  });

  it('finds a nonce cut in two by a flight-data piece boundary, wherever the cut', () => {
    const nonce = 'AbCdEfGhIjKlMnOpQrStUv==';
    const whole = `<script nonce="${nonce}">x</script><script>push("{\\"nonce\\":\\"${nonce}\\"}")</script>`;
    expect(nonceSplit(whole, nonce)).toBe(false);
    for (let k = 1; k < nonce.length; k += 1) {
      const cut = `${whole}<script>push("{\\"nonce\\":\\"${nonce.slice(0, k)}")</script><script nonce="${nonce}">push("${nonce.slice(k)}\\"}")</script>`;
      expect(nonceSplit(cut, nonce), String(k)).toBe(true);
    }
  });

  it('names the CSRF cookies a request lacks, an empty one counting as lacking (as proxy.ts reads them)', () => {
    expect(missingCsrfCookies({ cookie: GUEST })).toEqual([]);
    expect(missingCsrfCookies({})).toEqual(['csrftoken', 'is_on']);
    expect(missingCsrfCookies({ cookie: 'is_on=1; theme=2' })).toEqual(['csrftoken']);
    expect(missingCsrfCookies({ cookie: 'csrftoken=; is_on=1' })).toEqual(['csrftoken']);
    expect(missingCsrfCookies({ cookie: `csrftoken=${TOKEN_A}` })).toEqual(['is_on']);
  });

  it('differs with the CDN country header when COUNTRY_HEADER names one, and ignores it otherwise (as the API does)', () => {
    const us = req('/', { 'cf-ipcountry': 'US' });
    const fr = req('/', { 'cf-ipcountry': 'FR' });
    expect(guestPageKey(us, 'CF-IPCountry')).not.toBe(guestPageKey(fr, 'CF-IPCountry'));
    expect(guestPageKey(us)).toBe(guestPageKey(fr));
  });

  it('keeps a crawler Next sends blocking metadata to apart from browsers, whatever the browser', () => {
    const chrome = guestPageKey(req('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' }));
    expect(guestPageKey(req('/', { 'user-agent': 'Mozilla/5.0 (iPhone) Version/18.0 Mobile Safari/604.1' }))).toBe(chrome);
    expect(guestPageKey(req('/', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }))).not.toBe(chrome);
    expect(guestPageKey(req('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))).not.toBe(chrome);
  });

  it('decides for every header the web server forwards to the API: keyed, or named as changing no guest page', () => {
    for (const name of FORWARDED_HEADERS) expect(KEYED_HEADERS.includes(name) !== UNKEYED_FORWARDED_HEADERS.includes(name), name).toBe(true);
    for (const name of UNKEYED_FORWARDED_HEADERS) {
      expect(guestPageKey(req('/', { [name]: 'one 1' }))).toBe(guestPageKey(req('/', { [name]: 'two 2' })));
    }
  });
});

/**
 * The cache in the front door before a stand-in for Next that answers as Next does: a per-request
 * nonce in the CSP, the Link header and the HTML (attributes and the flight data), streamed in
 * chunks and gzipped by a compression layer wrapping `res.write`.
 */
interface Stand {
  renders: number;
  /** 'start' and 'end' of every render, in order */
  events?: string[];
  /** per path: the status, cookies to set, or no nonce */
  answer?: (req: IncomingMessage) => { status?: number; setCookie?: string; noNonce?: boolean; delayMs?: number; failedCallStatus?: number };
}

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

function standInNext(stand: Stand) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    stand.renders += 1;
    stand.events?.push('start');
    const how = stand.answer?.(req) ?? {};
    if (how.delayMs) await new Promise((r) => setTimeout(r, how.delayMs));
    const failed = how.failedCallStatus;
    // as serverRequest does when a call fails, from a task the render scheduled (React's way)
    if (failed !== undefined) await new Promise<void>((r) => setImmediate(() => r(reportFailedCall({ status: failed, code: 0, message: 'failed' }))));
    const nonce = newNonce();
    res.statusCode = how.status ?? 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (!how.noNonce) res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader('link', `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
    // as proxy.ts does: a first visit is given the CSRF pair
    const cookies = missingCsrfCookies(req.headers).map(
      (name) => `${name}=${name === 'csrftoken' ? `first-${stand.renders}-${'0'.repeat(40)}` : '1'}; Path=/; SameSite=lax`,
    );
    if (how.setCookie) cookies.push(how.setCookie);
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    const chunks = [
      `<!doctype html><html><body><script nonce="${nonce}">a()</script>`,
      `<p>${req.url} rendered #${stand.renders}</p>`,
      `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`,
    ];
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = accepted.includes('gzip') ? 'gzip' : accepted.includes('deflate') ? 'deflate' : undefined;
    if (!encoding) {
      for (const chunk of chunks) res.write(chunk);
      stand.events?.push('end');
      res.end();
      return;
    }
    // like Next's compression: res.write wrapped, compressed bytes written through the original
    res.setHeader('content-encoding', encoding);
    const gz = encoding === 'gzip' ? createGzip() : createDeflate();
    gz.on('data', (bytes: Buffer) => res.write(bytes));
    gz.on('end', () => {
      stand.events?.push('end');
      res.end();
    });
    for (const chunk of chunks) gz.write(chunk);
    gz.end();
  };
}

async function start(stand: Stand, options: Partial<PageCacheOptions> = {}): Promise<number> {
  const handler = createFrontDoor({
    forwardToApi: Object.assign(() => undefined, { close: () => undefined, uploadsNow: () => 0 }),
    trustedProxies: new Set(),
    next: standInNext(stand),
    pageCache: createPageCache({ ttlMs: 60_000, newNonce, ...options }),
  });
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Got {
  status: number;
  headers: IncomingHttpHeaders;
  html: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    const r = request({ host: '127.0.0.1', port, path, headers: { cookie: GUEST, ...headers } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => {
        const body = Buffer.concat(parts);
        const encoding = res.headers['content-encoding'];
        const html = (encoding === 'gzip' ? gunzipSync(body) : encoding === 'deflate' ? inflateSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, html });
      });
    });
    r.on('error', reject);
    r.end();
  });
}

function nonceOf(got: Got): string {
  const found = /'nonce-([^']+)'/.exec(String(got.headers['content-security-policy']));
  if (!found?.[1]) throw new Error('no nonce');
  return found[1];
}

describe('the guest page cache in the front door', () => {
  it('sends a kept page again with a fresh nonce everywhere the first one was, gzipped or not as the client asks', async () => {
    const stand: Stand = { renders: 0 };
    const port = await start(stand);
    const first = await get(port, '/', { 'accept-encoding': 'gzip' });
    const again = await get(port, '/', { 'accept-encoding': 'gzip' });
    const plain = await get(port, '/', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(stand.renders).toBe(1);
    const nonces = [first, again, plain].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, got] of [first, again, plain].entries()) {
      expect(got.status).toBe(200);
      expect(got.html).toContain('rendered #1');
      // every place the nonce was: two attributes and the flight data, plus the Link header
      expect(got.html.split(nonces[i] ?? '').length - 1).toBe(3);
      expect(String(got.headers.link)).toContain(`nonce="${nonces[i]}"`);
      for (const other of nonces.filter((n) => n !== nonces[i])) expect(got.html + String(got.headers.link)).not.toContain(other);
    }
    expect(first.headers.age).toBeUndefined();
    expect(again.headers.age).toBe('0');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.html));
  });

  it('renders per visitor what depends on them: other cookies, a session, a query, another path', async () => {
    const stand: Stand = { renders: 0 };
    const port = await start(stand);
    await get(port, '/');
    const otherToken = await get(port, '/', { cookie: `is_on=1; csrftoken=${TOKEN_B}` });
    expect(stand.renders).toBe(1);
    expect(otherToken.html).toContain('rendered #1');
    const light = await get(port, '/', { cookie: `${GUEST}; theme=light` });
    expect(light.html).toContain('rendered #2');
    const session = await get(port, '/', { cookie: `${GUEST}; sid=s1` });
    expect(session.html).toContain('rendered #3');
    const session2 = await get(port, '/', { cookie: `${GUEST}; sid=s1` });
    expect(session2.html).toContain('rendered #4');
    expect((await get(port, '/?ref=x')).html).toContain('rendered #5');
    expect((await get(port, '/price')).html).toContain('rendered #6');
  });

  it('gives a first visit the kept page with a CSRF pair of its own, once a first visit was rendered for that page', async () => {
    const stand: Stand = { renders: 0 };
    const port = await start(stand);
    // kept from a returning visitor's render: no Set-Cookie lines to give, so a first visit renders
    await get(port, '/');
    const first = await get(port, '/', { cookie: '' });
    expect(first.html).toContain('rendered #2');
    expect(first.headers.age).toBeUndefined();
    expect(first.headers['set-cookie']).toEqual([`csrftoken=first-2-${'0'.repeat(40)}; Path=/; SameSite=lax`, 'is_on=1; Path=/; SameSite=lax']);
    // kept now with the pair's lines: later first visits get it, each with a fresh token and the same attributes
    const tokens = new Set<string>();
    for (const cookie of ['', 'csrftoken=; is_on=1', 'is_on=1']) {
      const visit = await get(port, '/', { cookie });
      expect(visit.html).toContain('rendered #2');
      expect(visit.headers.age).toBeDefined();
      const lines = visit.headers['set-cookie'] ?? [];
      const token = /^csrftoken=([0-9a-f]{64}); Path=\/; SameSite=lax$/.exec(lines[0] ?? '')?.[1];
      expect(token, lines.join(' | ')).toBeDefined();
      tokens.add(token ?? '');
      if (cookie === '') expect(lines[1]).toBe('is_on=1; Path=/; SameSite=lax');
      else expect(lines).toHaveLength(1);
    }
    expect(tokens.size).toBe(3);
    // a returning visitor is given no cookie
    const back = await get(port, '/');
    expect(back.headers['set-cookie']).toBeUndefined();
    expect(back.html).toContain('rendered #2');
    expect(stand.renders).toBe(2);
  });

  it('keeps no answer that sets a cookie, is not a 200 page, or carries no nonce', async () => {
    const stand: Stand = {
      renders: 0,
      answer: (r) => (r.url === '/cookie' ? { setCookie: 'a=1' } : r.url === '/missing' ? { status: 404 } : r.url === '/bare' ? { noNonce: true } : {}),
    };
    const port = await start(stand);
    for (const path of ['/cookie', '/missing', '/bare']) {
      await get(port, path);
      await get(port, path);
    }
    expect(stand.renders).toBe(6);
    const cookie = await get(port, '/cookie');
    expect(cookie.headers['set-cookie']).toEqual(['a=1']);
  });

  it('keeps no page one of whose API calls failed as the next render’s might not (no answer, 5xx, 429); a 4xx is an answer and is kept', async () => {
    const failing: Record<string, number> = { '/no-answer': 0, '/error': 503, '/busy': 429, '/odd': 200, '/guest': 401, '/unknown': 404 };
    const stand: Stand = { renders: 0, answer: (r) => ({ failedCallStatus: failing[r.url ?? ''] }) };
    const port = await start(stand);
    const rendered = async (path: string) => {
      const before = stand.renders;
      const got = await get(port, path);
      expect(got.status).toBe(200);
      return stand.renders - before;
    };
    for (const path of ['/no-answer', '/error', '/busy', '/odd']) {
      expect(await rendered(path), path).toBe(1);
      expect(await rendered(path), `${path} again`).toBe(1);
    }
    for (const path of ['/guest', '/unknown']) {
      expect(await rendered(path), path).toBe(1);
      expect(await rendered(path), `${path} again`).toBe(0);
    }
    // a failure outside any watched render (a call of the front door's own, a test) is nobody's
    expect(() => reportFailedCall({ status: 0, code: 0, message: 'x' })).not.toThrow();
  });

  it('shares one render among requests that arrive while it runs', async () => {
    const stand: Stand = { renders: 0, answer: () => ({ delayMs: 150 }) };
    const port = await start(stand);
    const all = await Promise.all(Array.from({ length: 8 }, () => get(port, '/', { 'accept-encoding': 'gzip' })));
    expect(stand.renders).toBe(1);
    expect(new Set(all.map(nonceOf)).size).toBe(8);
    for (const got of all) expect(got.html).toContain('rendered #1');
  });

  it('once a page could not be kept, its requests render side by side for the setting’s length, none waiting for another’s render', async () => {
    let now = 1_000;
    const events: string[] = [];
    const stand: Stand = { renders: 0, events, answer: (r) => (r.url === '/moved' ? { status: 307, delayMs: 100 } : { delayMs: 100 }) };
    const port = await start(stand, { ttlMs: 1_000, now: () => now });
    await get(port, '/moved');
    events.length = 0;
    await Promise.all(Array.from({ length: 4 }, () => get(port, '/moved')));
    // every render started before the first one ended
    expect(events).toEqual(['start', 'start', 'start', 'start', 'end', 'end', 'end', 'end']);
    // the setting's length later the page is tried again: a trial render, which the others do not wait for
    now += 1_000;
    events.length = 0;
    await Promise.all(Array.from({ length: 3 }, () => get(port, '/moved')));
    expect(events).toEqual(['start', 'start', 'start', 'end', 'end', 'end']);
    expect(stand.renders).toBe(1 + 4 + 3);
    // a page that is kept is shared as before
    events.length = 0;
    await Promise.all(Array.from({ length: 3 }, () => get(port, '/')));
    expect(events).toEqual(['start', 'end']);
  });

  it('what depends on one request marks nothing: a deflate answer is kept, a failed API call leaves the page shared', async () => {
    const events: string[] = [];
    const stand: Stand = { renders: 0, events, answer: (r) => (r.url === '/error' ? { failedCallStatus: 503, delayMs: 100 } : {}) };
    const port = await start(stand);
    // a client asking for deflate alone gets deflate from Next: kept all the same
    const deflated = await get(port, '/', { 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    const again = await get(port, '/');
    expect(again.headers.age).toBeDefined();
    expect(again.html).toContain('rendered #1');
    // a render whose call failed is not kept, and the next concurrent requests still wait for one render
    await get(port, '/error');
    events.length = 0;
    await Promise.all(Array.from({ length: 3 }, () => get(port, '/error')));
    expect(events.slice(0, 2)).toEqual(['start', 'end']);
  });

  it("a request waits for another visitor's render of its page no longer than maxWaitMs, then renders its own", async () => {
    const stand: Stand = { renders: 0, answer: () => ({ delayMs: stand.renders === 1 ? 600 : 0 }) };
    const port = await start(stand, { maxWaitMs: 50 });
    const order: string[] = [];
    const slow = get(port, '/').then(() => order.push('slow'));
    await new Promise((r) => setTimeout(r, 30));
    const waiting = get(port, '/').then(() => order.push('waiting'));
    await Promise.all([slow, waiting]);
    // its own render, done while the first was still rendering
    expect(order).toEqual(['waiting', 'slow']);
    expect(stand.renders).toBe(2);
  });

  it('keeps nothing from a render whose visitor left before it finished', async () => {
    const stand: Stand = { renders: 0, answer: () => ({ delayMs: 150 }) };
    const port = await start(stand);
    await new Promise<void>((resolve) => {
      const r = request({ host: '127.0.0.1', port, path: '/', headers: { cookie: GUEST } });
      r.on('error', () => resolve());
      r.end();
      setTimeout(() => {
        r.destroy();
        resolve();
      }, 50);
    });
    await new Promise((r) => setTimeout(r, 200));
    expect((await get(port, '/')).html).toContain('rendered #2');
  });

  it('renders again once a kept page is older than the setting, and never keeps with the setting at 0', async () => {
    let now = 1_000;
    const stand: Stand = { renders: 0 };
    const port = await start(stand, { ttlMs: 500, now: () => now });
    await get(port, '/');
    now += 499;
    const kept = await get(port, '/');
    expect(kept.html).toContain('rendered #1');
    expect(kept.headers.age).toBe('0');
    now += 1;
    expect((await get(port, '/')).html).toContain('rendered #2');

    const off: Stand = { renders: 0 };
    const offPort = await start(off, { ttlMs: 0 });
    await get(offPort, '/');
    await get(offPort, '/');
    expect(off.renders).toBe(2);
  });

  it('keeps at most maxEntries pages, maxTotalBytes in all, and none larger than maxBodyBytes', async () => {
    const stand: Stand = { renders: 0 };
    const port = await start(stand, { maxEntries: 2 });
    for (const path of ['/a', '/b', '/c', '/a', '/c']) await get(port, path);
    // /a went when /c came; /c stayed
    expect(stand.renders).toBe(4);
    const bytes: Stand = { renders: 0 };
    // one stand-in page is ~231 bytes of HTML and ~550 of headers (with the security headers the
    // front door fills in, security-fill.ts): room for two, not three
    const bytesPort = await start(bytes, { maxTotalBytes: 1800 });
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/c']) await get(bytesPort, path);
    // /a and /b kept; /c pushed /a out; /a again pushed /b; /c still there
    expect(bytes.renders).toBe(4);
    const small: Stand = { renders: 0 };
    const smallPort = await start(small, { maxBodyBytes: 100 });
    await get(smallPort, '/');
    await get(smallPort, '/');
    expect(small.renders).toBe(2);
  });
});
