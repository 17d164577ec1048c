import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from './answers';

/** What Node's parser refuses before there is a request is answered in the JSON error shape. */
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  server.on('clientError', answerClientError);
  port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

/** Sends raw bytes and resolves with everything the server wrote before it closed. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.end(text);
  });
}

function parse(answer: string): { status: number; type: string | undefined; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const type = lines
    .find((l) => l.toLowerCase().startsWith('content-type:'))
    ?.slice('content-type:'.length)
    .trim();
  return { status: Number(statusLine.split(' ')[1]), type, body: JSON.parse(body) };
}

describe('answerClientError', () => {
  it('answers headers over the parser limit with a JSON 431', async () => {
    const answer = parse(await raw(`GET /api/web/v1/x?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ code: 40001, message: 'Request headers too large' });
  });

  it('answers a malformed request with a JSON 400', async () => {
    const answer = parse(await raw('NOT A REQUEST\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ code: 40001, message: 'Bad request' });
  });

  it('still serves well-formed requests', async () => {
    expect(await raw('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
  });
});
