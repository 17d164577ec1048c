import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hideInternalHeaders } from './internal-headers';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function answer(handler: Parameters<typeof createServer>[1]): Promise<Headers> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await res.text();
  return res.headers;
}

describe('hideInternalHeaders', () => {
  it('drops x-middleware-rewrite set with setHeader, written implicitly by end()', async () => {
    const headers = await answer((_req, res) => {
      hideInternalHeaders(res);
      res.setHeader('X-Middleware-Rewrite', '/en');
      res.setHeader('x-kept', '1');
      res.end('page');
    });
    expect(headers.get('x-middleware-rewrite')).toBeNull();
    expect(headers.get('x-kept')).toBe('1');
  });

  it('drops it from writeHead’s own headers too, with or without a status message', async () => {
    for (const withMessage of [false, true]) {
      const headers = await answer((_req, res) => {
        hideInternalHeaders(res);
        if (withMessage) res.writeHead(404, 'Not Found', { 'x-middleware-rewrite': '/en/_not-found', 'content-type': 'text/plain' });
        else res.writeHead(200, { 'X-Middleware-Rewrite': '/en', 'content-type': 'text/plain' });
        res.end('x');
      });
      expect(headers.get('x-middleware-rewrite')).toBeNull();
      expect(headers.get('content-type')).toBe('text/plain');
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      server = undefined;
    }
  });
});
