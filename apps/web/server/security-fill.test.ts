import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_CONTENT_CSP, STATIC_SECURITY_HEADERS } from '@/lib/security/security-headers';
import { fillSecurityHeaders } from './security-fill';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function answer(handler: Parameters<typeof createServer>[1]): Promise<Response> {
  server = createServer((req, res) => {
    fillSecurityHeaders(res);
    handler?.(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/login/`, { redirect: 'manual' });
  await res.text();
  return res;
}

function expectAllStatic(headers: Headers): void {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
}

describe('fillSecurityHeaders', () => {
  it('gives an answer written with none (a redirect of Next’s own) every static header and a policy allowing nothing', async () => {
    const res = await answer((_req, res) => {
      res.statusCode = 308;
      res.setHeader('Location', '/login');
      res.end('/login');
    });
    expect(res.status).toBe(308);
    expectAllStatic(res.headers);
    expect(res.headers.get('content-security-policy')).toBe(NO_CONTENT_CSP);
  });

  it('fills in around writeHead’s own headers (an object or a raw list), replacing none of them', async () => {
    const object = await answer((_req, res) => {
      res.writeHead(308, { location: '/login', 'x-frame-options': 'SAMEORIGIN' });
      res.end();
    });
    expect(object.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(object.headers.get('x-content-type-options')).toBe('nosniff');
    expect(object.headers.get('content-security-policy')).toBe(NO_CONTENT_CSP);
    await new Promise<void>((resolve) => server?.close(() => resolve()));

    server = undefined;
    const list = await answer((_req, res) => {
      res.writeHead(308, ['Location', '/login', 'Content-Security-Policy', "frame-ancestors 'none'"]);
      res.end();
    });
    expectAllStatic(list.headers);
    expect(list.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('keeps what a page set: its policy and its framing rule', async () => {
    const res = await answer((_req, res) => {
      res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'self'");
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.end('<p>page</p>');
    });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toBe(STATIC_SECURITY_HEADERS['Strict-Transport-Security']);
  });
});
