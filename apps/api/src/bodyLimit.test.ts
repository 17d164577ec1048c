import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '@exchange/contract/define';
import { createApp } from './app';
import { useFreshApp } from '../test/freshDb';
import { CSRF } from '../test/http';
import { signup, login } from '@exchange/contract/usercenter';
import { siteSettings } from '@exchange/contract/site';

/**
 * A body over MAX_BODY_BYTES on a keep-alive connection must not poison the next request on that
 * connection: a real server (@hono/node-server on port 0) and a raw socket, as a browser or the
 * web server's connection pool would reuse it.
 */
const t = useFreshApp();
let server: ServerType;
let port = 0;
const unexpected: unknown[] = [];

beforeAll(async () => {
  const app = createApp(t.handle.db, { logError: (error) => unexpected.push(error) });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  expect(unexpected).toEqual([]);
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the complete HTTP/1.1 responses in `data` (Content-Length or chunked bodies). */
function parseResponses(data: string): RawResponse[] {
  const out: RawResponse[] = [];
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return out;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let body = '';
    let after = rest.slice(end + 4);
    if (headers['transfer-encoding'] === 'chunked') {
      for (;;) {
        const lineEnd = after.indexOf('\r\n');
        if (lineEnd < 0) return out;
        const size = parseInt(after.slice(0, lineEnd), 16);
        if (after.length < lineEnd + 2 + size + 2) return out;
        body += after.slice(lineEnd + 2, lineEnd + 2 + size);
        after = after.slice(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (after.length < length) return out;
      body = after.slice(0, length);
      after = after.slice(length);
    }
    out.push({ status, headers, body });
    rest = after;
  }
}

/**
 * Writes `requests` on one socket and collects what comes back until the server closes the
 * connection or `expected` responses have arrived (or 5 s pass).
 */
async function exchange(requests: string[], expected: number): Promise<{ responses: RawResponse[]; closed: boolean }> {
  const socket: Socket = connect(port, '127.0.0.1');
  let data = '';
  let closed = false;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 5000);
    const finish = () => {
      clearTimeout(timer);
      resolve();
    };
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      if (parseResponses(data).length >= expected) finish();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', () => {
      for (const request of requests) socket.write(request);
    });
  });
  socket.destroy();
  return { responses: parseResponses(data), closed };
}

const SIGNUP = signup.path;
const common = `Host: localhost\r\nCookie: csrftoken=${CSRF}\r\ncsrftoken: ${CSRF}\r\nContent-Type: application/x-www-form-urlencoded\r\n`;
/**
 * 2 MiB: far over the limit, and more than Node and @hono/node-server drain in passing (a body of
 * a few KiB over the limit is read and dropped before the socket is reused, which hid the defect).
 */
const oversize = `email=big%40example.com&password=Good-pass-1&pad=${'x'.repeat(2 * 1024 * 1024)}`;
const follow = `GET ${siteSettings.path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

function chunked(body: string, size = 4000): string {
  let out = '';
  for (let i = 0; i < body.length; i += size) {
    const part = body.slice(i, i + size);
    out += `${part.length.toString(16)}\r\n${part}\r\n`;
  }
  return `${out}0\r\n\r\n`;
}

function expect413(res: RawResponse | undefined): void {
  expect(res?.status).toBe(413);
  expect(res?.headers['content-type']).toMatch(/application\/json/);
  expect(errorAnswer.parse(JSON.parse(res?.body ?? ''))).toEqual({ code: 40001, message: 'Request body too large' });
}

/** The request after the oversize one: a proper answer, or a closed connection the client retries on. */
function expectNoPoison(result: { responses: RawResponse[]; closed: boolean }): void {
  const second = result.responses[1];
  if (second) {
    expect(second.status).toBe(200);
  } else {
    expect(result.closed).toBe(true);
    expect(result.responses[0]?.headers.connection?.toLowerCase()).toBe('close');
  }
}

describe('an oversize body on a keep-alive connection', () => {
  it('answers 413 {code, message} to a Content-Length body and does not break the next request', async () => {
    const first = `POST ${SIGNUP} HTTP/1.1\r\n${common}Content-Length: ${oversize.length}\r\n\r\n${oversize}`;
    const result = await exchange([first, follow], 2);
    expect413(result.responses[0]);
    expectNoPoison(result);
  });

  it('answers 413 {code, message} to a chunked body and does not break the next request', async () => {
    const first = `POST ${SIGNUP} HTTP/1.1\r\n${common}Transfer-Encoding: chunked\r\n\r\n${chunked(oversize)}`;
    const result = await exchange([first, follow], 2);
    expect413(result.responses[0]);
    expectNoPoison(result);
  });

  it('says Connection: close on any answer sent before the body was read (a 404 to a half-sent body)', async () => {
    const body = 'x'.repeat(10_000);
    const first = `POST /nope HTTP/1.1\r\n${common}Content-Length: ${body.length}\r\n\r\n${body.slice(0, 4_000)}`;
    const result = await exchange([first], 1);
    expect(result.responses[0]?.status).toBe(404);
    expect(result.responses[0]?.headers.connection?.toLowerCase()).toBe('close');
  });

  it('answers a GET with a body from its query alone, says Connection: close, and does not break the next request', async () => {
    // GET and HEAD skip the body limit (their body is never read): the unread body must not be taken for the next request
    const first = `GET ${siteSettings.path} HTTP/1.1\r\n${common}Content-Length: ${oversize.length}\r\n\r\n${oversize}`;
    const result = await exchange([first, follow], 2);
    expect(result.responses[0]?.status).toBe(200);
    expect(result.responses[0]?.headers.connection?.toLowerCase()).toBe('close');
    expectNoPoison(result);
  });

  it('keeps the connection for the next request after a body within the limit', async () => {
    const small = 'email=newbie%40demo.test&password=Wrong-pass-1';
    const first = `POST ${login.path} HTTP/1.1\r\n${common}Content-Length: ${small.length}\r\n\r\n${small}`;
    const result = await exchange([first, follow], 2);
    expect(result.responses.map((r) => r.status)).toEqual([401, 200]);
  });
});
