import { createServer, request, Agent, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyKyc } from '@exchange/contract/kyc-apply';
import { MAX_BODY_BYTES } from '@exchange/contract/limits';
import { uploadBodyLimitOf } from '@exchange/contract/upload-calls';
import { createForwarder, type Forwarder } from './forward';
import { createContinueHandler, createFrontDoor } from './front-door';

/**
 * The front door against a real upstream http server (the API's stand-in) and a stand-in for Next's
 * place: forwarding headers, body limits, API down or slow, odd request lines, no internal address.
 */
interface Seen {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly bodyBytes: number;
}

const seen: Seen[] = [];
const nextSeen: IncomingHttpHeaders[] = [];
const servers: Server[] = [];
const forwarders: Forwarder[] = [];

function listen(server: Server): Promise<number> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** A front door forwarding to `upstreamPort`, with Next replaced by a stand-in that records headers. */
async function frontDoor(upstreamPort: number, timeoutMs = 2_000, uploads: { uploadsInFlight?: number; uploadBodyMs?: number } = {}): Promise<number> {
  const forwardToApi = createForwarder({
    upstream: new URL(`http://127.0.0.1:${upstreamPort}`),
    maxBodyBytes: MAX_BODY_BYTES,
    uploadBodyBytes: uploadBodyLimitOf,
    timeoutMs,
    ...uploads,
  });
  forwarders.push(forwardToApi);
  const handler = createFrontDoor({
    forwardToApi,
    trustedProxies: new Set(),
    next: (req, res) => {
      nextSeen.push({ ...req.headers });
      res.end('next');
    },
  });
  const server = createServer(handler);
  server.on('checkContinue', createContinueHandler(handler, { maxBodyBytes: MAX_BODY_BYTES, uploadBodyBytes: uploadBodyLimitOf }));
  return listen(server);
}

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

function call(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string | number>; body?: Buffer | Buffer[]; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: init.method ?? 'GET',
      headers: { host: 'localhost:3000', ...init.headers },
      agent: init.agent ?? new Agent(),
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // an early answer (413) may cut the upload short: the answer is what counts
    req.on('error', (error) => setTimeout(() => reject(error), 200));
    if (Array.isArray(init.body)) {
      for (const part of init.body) req.write(part);
      req.end();
    } else req.end(init.body);
  });
}

/** Sends a raw request and resolves to everything the server answered before closing. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

let upstreamPort = 0;
let port = 0;
const answers: string[] = [];

beforeAll(async () => {
  upstreamPort = await listen(
    createServer((req, res) => {
      let bodyBytes = 0;
      req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', headers: req.headers, bodyBytes });
        if (req.url === '/api/web/v1/moved') {
          res.writeHead(302, { location: `http://127.0.0.1:${upstreamPort}/api/web/v1/elsewhere` });
          res.end();
          return;
        }
        if (req.url === '/api/web/v1/hang') return; // never answers
        res.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=5', 'x-api': 'yes' });
        res.write('{"code":0,');
        setTimeout(() => res.end('"message":"ok","data":null}'), 20);
      });
    }),
  );
  port = await frontDoor(upstreamPort, 300);
});

afterAll(async () => {
  for (const f of forwarders) f.close();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

function record(answer: Answer): Answer {
  answers.push(JSON.stringify(answer.headers) + answer.body);
  return answer;
}

describe('front door', () => {
  it('replaces a spoofed X-Forwarded-For (and Forwarded, X-Real-IP) with the socket address, for the API and for Next', async () => {
    const spoof = {
      'x-forwarded-for': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
      'x-real-ip': '6.6.6.6',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    };
    const api = record(await call(port, '/api/web/v1/site/settings?lang=en', { headers: spoof }));
    expect(api.status).toBe(200);
    expect(api.body).toBe('{"code":0,"message":"ok","data":null}');
    expect(api.headers['x-api']).toBe('yes');
    expect(api.headers['keep-alive']).not.toBe('timeout=5');
    const got = seen.find((s) => s.url === '/api/web/v1/site/settings?lang=en');
    expect(got?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(got?.headers['x-forwarded-host']).toBe('localhost:3000');
    expect(got?.headers['x-forwarded-proto']).toBe('http');
    expect(got?.headers.forwarded).toBeUndefined();
    expect(got?.headers['x-real-ip']).toBeUndefined();

    record(await call(port, '/markets', { headers: spoof }));
    expect(nextSeen.at(-1)).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' });
    expect(nextSeen.at(-1)?.forwarded).toBeUndefined();
  });

  it('refuses a 1 MiB body by Content-Length with 413 JSON before forwarding, and the next client is served', async () => {
    const before = seen.length;
    const big = Buffer.alloc(1024 * 1024, 97);
    const answer = record(
      await call(port, '/api/web/v1/usercenter/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': big.length },
        body: big,
      }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 40001, message: 'Request body too large' });
    expect(answer.headers.connection).toBe('close');
    expect(seen.length).toBe(before);

    const other = record(await call(port, '/api/web/v1/site/settings', { agent: new Agent() }));
    expect(other.status).toBe(200);
  });

  it('refuses a 1 MiB chunked body with 413 JSON by counting bytes, before forwarding, and the next client is served', async () => {
    const before = seen.length;
    const parts = Array.from({ length: 64 }, () => Buffer.alloc(16 * 1024, 98));
    const answer = record(await call(port, '/apiw/v2/anything', { method: 'POST', headers: { 'transfer-encoding': 'chunked' }, body: parts }));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 40001, message: 'Request body too large' });
    expect(seen.length).toBe(before);

    const other = record(
      await call(port, '/json_svr/query_safe', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from('a=1') }),
    );
    expect(other.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ url: '/json_svr/query_safe', bodyBytes: 3 });
  });

  it('answers Expect: 100-continue with 413 at once, without inviting a body over the limit', async () => {
    const answer = await raw(
      port,
      `POST /api/web/v1/usercenter/login HTTP/1.1\r\nHost: localhost:3000\r\nContent-Length: ${1024 * 1024}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toMatch(/100 Continue/);
    const small = record(
      await call(port, '/api/web/v1/usercenter/login', { method: 'POST', headers: { expect: '100-continue', 'content-length': 3 }, body: Buffer.from('a=1') }),
    );
    expect(small.status).toBe(200);
  });

  it('forwards a body at the limit with its length', async () => {
    const body = Buffer.alloc(MAX_BODY_BYTES, 99);
    const answer = record(await call(port, '/apiweb/v1/x', { method: 'POST', headers: { 'transfer-encoding': 'chunked' }, body: [body] }));
    expect(answer.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ url: '/apiweb/v1/x', bodyBytes: MAX_BODY_BYTES });
    expect(seen.at(-1)?.headers['content-length']).toBe(String(MAX_BODY_BYTES));
  });

  it('forwards an upload call’s body up to its own limit, and refuses one byte more (and the same body to any other path)', async () => {
    const limit = uploadBodyLimitOf(applyKyc.path) ?? 0;
    expect(limit).toBeGreaterThan(MAX_BODY_BYTES);
    // sending ~20 MiB to the stand-in takes longer than the shared door's short answer deadline
    const port = await frontDoor(upstreamPort, 20_000);
    const body = Buffer.alloc(limit, 100);
    const atLimit = record(await call(port, `${applyKyc.path}?x=1`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body }));
    expect(atLimit.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ url: `${applyKyc.path}?x=1`, bodyBytes: limit });

    const before = seen.length;
    const over = Buffer.alloc(limit + 1, 100);
    const tooLong = record(await call(port, applyKyc.path, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: over }));
    expect(tooLong.status).toBe(413);
    const chunked = record(await call(port, applyKyc.path, { method: 'POST', headers: { 'transfer-encoding': 'chunked' }, body: [over] }));
    expect(chunked.status).toBe(413);
    const elsewhere = record(
      await call(port, '/api/web/v1/usercenter/login', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: Buffer.alloc(MAX_BODY_BYTES + 1, 100),
      }),
    );
    expect(elsewhere.status).toBe(413);
    expect(seen.length).toBe(before);

    const continued = await raw(
      port,
      `POST ${applyKyc.path} HTTP/1.1\r\nHost: localhost:3000\r\nContent-Length: ${limit + 1}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    expect(continued).toMatch(/^HTTP\/1\.1 413 /);
  }, 60_000); // megabytes through two servers: slow on a loaded 2-core machine, so a longer bound than the 5 s default

  it('takes a bounded number of upload bodies at once (503 JSON past it) and each within a deadline (408 JSON), and frees the slot after', async () => {
    const door = await frontDoor(upstreamPort, 2_000, { uploadsInFlight: 1, uploadBodyMs: 400 });
    const before = seen.length;
    // one upload whose body never all arrives holds the only slot
    const slow = raw(
      door,
      `POST ${applyKyc.path} HTTP/1.1\r\nHost: localhost:3000\r\nContent-Length: ${MAX_BODY_BYTES * 2}\r\nConnection: close\r\n\r\n${'x'.repeat(1024)}`,
    );
    await expect.poll(() => forwarders.at(-1)?.uploadsNow()).toBe(1);
    // a second one meanwhile is refused before any of it is read; an ordinary call still goes through
    const busy = await call(door, applyKyc.path, { method: 'POST', body: Buffer.alloc(MAX_BODY_BYTES + 1, 1) });
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(JSON.parse(busy.body)).toMatchObject({ message: 'Too many uploads at once, try again shortly' });
    expect((await call(door, '/api/web/v1/site/settings')).status).toBe(200);
    // the slow one is cut off at its deadline
    expect(await slow).toMatch(/^HTTP\/1\.1 408 [^]*"The upload took too long to arrive"/);
    expect(seen.slice(before).filter((s) => s.url === applyKyc.path)).toEqual([]);
    // and its slot is free again
    await expect.poll(() => forwarders.at(-1)?.uploadsNow()).toBe(0);
    const next = await call(door, applyKyc.path, { method: 'POST', body: Buffer.alloc(MAX_BODY_BYTES + 1, 1) });
    expect(next.status).toBe(200);
  });

  it('answers 502 JSON when the API is down and 504 JSON when it does not answer in time', async () => {
    const closed = createServer();
    const deadPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const downDoor = await frontDoor(deadPort);
    const down = record(await call(downDoor, '/api/web/v1/site/settings'));
    expect(down.status).toBe(502);
    expect(down.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(down.body)).toEqual({ code: 50201, message: expect.any(String) });

    const slow = record(await call(port, '/api/web/v1/hang'));
    expect(slow.status).toBe(504);
    expect(JSON.parse(slow.body)).toEqual({ code: 50401, message: expect.any(String) });
  });

  it('retries once when the API closes a kept-alive connection as it is reused (no 502 for an idle-socket race)', async () => {
    let requests = 0;
    const perSocket = new WeakMap<object, number>();
    const flaky = await listen(
      createServer((req, res) => {
        requests += 1;
        const n = (perSocket.get(req.socket) ?? 0) + 1;
        perSocket.set(req.socket, n);
        // the second request on a connection finds it closed, as after the API's keep-alive timeout
        if (n > 1) {
          req.socket.destroy();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"code":0,"message":"","data":null}');
      }),
    );
    const door = await frontDoor(flaky);
    expect((await call(door, '/api/web/v1/a')).status).toBe(200);
    expect(
      (await call(door, '/api/web/v1/b', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from('x=1') }))
        .status,
    ).toBe(200);
    expect(requests).toBe(3);

    // more kept-alive connections closed by the API while idle: the retry takes a new one, not another from the pool
    const [first, second] = await Promise.all([call(door, '/api/web/v1/c'), call(door, '/api/web/v1/d')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const afterBoth = requests;
    expect((await call(door, '/api/web/v1/e')).status).toBe(200);
    expect(requests - afterBoth).toBe(2);
  });

  it('answers OPTIONS * itself, refuses absolute-form targets and bad hosts with 400', async () => {
    const options = await raw(port, 'OPTIONS * HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n\r\n');
    expect(options).toMatch(/^HTTP\/1\.1 204 /);
    expect(options).toMatch(/\r\nallow: GET, HEAD, POST, OPTIONS\r\n/i);
    // with the security headers every other answer carries
    expect(options).toMatch(/\r\nstrict-transport-security: max-age=\d+/i);
    expect(options).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);

    const absolute = await raw(port, 'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(absolute).toMatch(/^HTTP\/1\.1 400 /);
    expect(absolute).not.toMatch(/evil\.example/);
    answers.push(options, absolute);

    const absoluteApi = await raw(
      port,
      `GET http://127.0.0.1:${upstreamPort}/api/web/v1/site/settings HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(absoluteApi).toMatch(/^HTTP\/1\.1 400 /);

    const badHost = await raw(port, 'GET / HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n');
    expect(badHost).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('judges the API prefixes on the normalised path: a dot-segment escape is not forwarded, a dot-segment entry is', async () => {
    const before = seen.length;
    const escape = record(await call(port, '/api/web/v1/../../../ws'));
    expect(escape.body).toBe('next');
    expect(seen.length).toBe(before);
    const entry = record(await call(port, '/x/../api/web/v1/site/settings'));
    expect(entry.status).toBe(200);
    expect(seen.at(-1)?.url).toBe('/api/web/v1/site/settings');
  });

  it('answers for Next what no page takes: OPTIONS 204, other methods 405 with Allow, an unreadable router state 400; the API still takes POST', async () => {
    const before = nextSeen.length;
    const options = record(await call(port, '/login', { method: 'OPTIONS' }));
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND']) {
      const refused = record(await call(port, '/login', { method, headers: { 'content-type': 'text/plain' }, body: Buffer.from('x=1') }));
      expect(refused.status, method).toBe(405);
      expect(refused.headers.allow, method).toBe('GET, HEAD, OPTIONS');
      expect(refused.headers['x-content-type-options'], method).toBe('nosniff');
      expect(JSON.parse(refused.body), method).toEqual({ code: 40001, message: 'Method not allowed' });
    }
    const state = record(await call(port, '/', { headers: { rsc: '1', 'next-router-state-tree': 'garbage' } }));
    expect(state.status).toBe(400);
    expect(JSON.parse(state.body)).toEqual({ code: 40001, message: 'Bad request' });
    expect(nextSeen.length).toBe(before);
    // GET and HEAD still reach Next; POST still reaches the API
    expect((await call(port, '/login')).body).toBe('next');
    expect((await call(port, '/login', { method: 'HEAD' })).status).toBe(200);
    expect(nextSeen.length).toBe(before + 2);
    expect((await call(port, '/api/web/v1/site/settings', { method: 'POST', body: Buffer.from('a=1') })).status).toBe(200);
  });

  it('never shows the API address or an x-middleware header, and rewrites an API redirect to a path', async () => {
    const moved = record(await call(port, '/api/web/v1/moved'));
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/api/web/v1/elsewhere');
    for (const text of answers) {
      expect(text).not.toContain(`127.0.0.1:${upstreamPort}`);
      expect(text).not.toContain(`:${upstreamPort}`);
      expect(text.toLowerCase()).not.toContain('x-middleware');
    }
  });
});

describe("the balancer's probes", () => {
  let draining = false;
  let probePort = 0;
  let reachedNext = 0;
  beforeAll(async () => {
    const forwardToApi = createForwarder({ upstream: new URL(`http://127.0.0.1:${upstreamPort}`), maxBodyBytes: MAX_BODY_BYTES, timeoutMs: 300 });
    forwarders.push(forwardToApi);
    const handler = createFrontDoor({
      forwardToApi,
      trustedProxies: new Set(),
      draining: () => draining,
      next: (_req, res) => {
        reachedNext += 1;
        res.end('next');
      },
    });
    probePort = await listen(createServer(handler));
  });

  it('/healthz and /readyz are answered before Next and the API, whatever the Host, the query or dot segments; never cached, with the JSON security headers', async () => {
    const apiBefore = seen.length;
    for (const [path, body] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ready' }],
      ['/healthz?probe=1', { status: 'ok' }],
      ['/x/../readyz', { status: 'ready' }],
    ] as const) {
      const answer = await call(probePort, path, { headers: { host: '10.0.0.7:3000' } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual(body);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    const head = await call(probePort, '/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(reachedNext).toBe(0);
    expect(seen.length).toBe(apiBefore);
    // a page path that only looks like a probe is Next's
    expect((await call(probePort, '/healthz/x')).body).toBe('next');
    expect((await call(probePort, '/readyz.json')).body).toBe('next');
  });

  it('/readyz answers 503 (50301) once the server drains; liveness and pages go on', async () => {
    draining = true;
    try {
      const refused = await call(probePort, '/readyz');
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toEqual({ code: 50301, message: 'Shutting down' });
      expect((await call(probePort, '/healthz')).status).toBe(200);
      expect((await call(probePort, '/')).body).toBe('next');
    } finally {
      draining = false;
    }
    expect((await call(probePort, '/readyz')).status).toBe(200);
  });

  it('another method gets 405 with Allow, in JSON, and the connection closes (its body is never read)', async () => {
    const answer = await raw(probePort, 'POST /readyz HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"code":40001');
  });
});
