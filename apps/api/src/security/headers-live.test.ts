import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_BODY_BYTES } from '@exchange/contract/limits';
import { CSRF } from '../../test/http';
import { useLiveServer } from '../../test/liveServer';
import { siteSettings } from '@exchange/contract/site';
import { marketCandles } from '@exchange/contract/market';
import { login } from '@exchange/contract/usercenter';

/**
 * The security headers of every kind of API answer as a client receives them from the real HTTP
 * server (@hono/node-server, not `app.request`, which skips the server's own headers): success,
 * 404, 400 and 413 JSON, and the WebSocket upgrade's refusals, which are written to the socket by
 * hand (market/sockets.ts). Every one: nosniff, no-store, the referrer policy, JSON, and no
 * `Server` or `X-Powered-By` naming the software behind it. (Cookie flags: routes/usercenter.test.ts;
 * the pages' CSP, framing and HSTS: apps/web.)
 */

const live = useLiveServer({ market: { maxConnectionsPerIp: 1 } });

function expectApiHeaders(headers: Record<string, string | string[] | undefined>, label: string): void {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['cache-control'], label).toBe('no-store');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(String(headers['content-type']), label).toMatch(/^application\/json/);
  expect(headers.server, label).toBeUndefined();
  expect(headers['x-powered-by'], label).toBeUndefined();
}

describe('HTTP answers', () => {
  it.each([
    ['a success', 'GET', siteSettings.path, 200],
    ['an unknown path', 'GET', '/no-such-call', 404],
    ['bad input', 'GET', `${marketCandles.path}?pair=eth&interval=1m`, 400],
    ['a missing CSRF token', 'POST', login.path, 403],
  ])('%s (%s %s → %i)', async (label, method, path, status) => {
    const res = await fetch(`${live.origin}${path}`, { method });
    expect(res.status).toBe(status);
    expectApiHeaders(Object.fromEntries(res.headers), label);
    expect(await res.json()).toHaveProperty('code');
  });

  it('an oversize body (413)', async () => {
    const res = await fetch(`${live.origin}${login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${CSRF}`, csrftoken: CSRF },
      body: `email=a%40b.c&password=${'a'.repeat(MAX_BODY_BYTES + 1)}`,
    });
    expect(res.status).toBe(413);
    expectApiHeaders(Object.fromEntries(res.headers), '413');
  });
});

/** Opens a socket expecting the upgrade to be refused: its status, headers and JSON body. */
function refusedUpgrade(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: unknown }>((resolve, reject) => {
    const ws = new WebSocket(`${live.origin.replace('http', 'ws')}${path}`, { headers });
    ws.once('open', () => {
      ws.close();
      reject(new Error(`${path}: the upgrade was accepted`));
    });
    ws.once('error', () => undefined);
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as unknown }));
    });
  });
}

describe('WebSocket upgrade refusals', () => {
  it('an unknown path (404) and a foreign Origin (403)', async () => {
    const unknown = await refusedUpgrade('/ws/nothing');
    expect(unknown.status).toBe(404);
    expectApiHeaders(unknown.headers, 'ws 404');
    const foreign = await refusedUpgrade('/ws/spot', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ message: 'Origin not allowed' });
    expectApiHeaders(foreign.headers, 'ws 403');
  });

  it('one connection too many from an address (429)', async () => {
    const open = await live.connect('/ws/spot');
    const refused = await refusedUpgrade('/ws/spot');
    expect(refused.status).toBe(429);
    expectApiHeaders(refused.headers, 'ws 429');
    open.ws.close();
  });
});
