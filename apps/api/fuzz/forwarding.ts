import { request as httpRequest, type Agent } from 'node:http';
import fc from 'fast-check';
import { inputArbitrary, type FuzzInput } from './inputs';

/**
 * What the suite through the web server's forwarding (forwardingFuzz.ts) adds to a fuzz input of
 * inputs.ts: forwarding claims a visitor writes itself (which the web server must replace, never
 * pass on), the Host it names, and how its body is framed (Content-Length, chunked, or
 * `Expect: 100-continue`, where an oversize body is refused before it is sent).
 */

/** Headers only the web server (or a trusted proxy before it) may set; a visitor's own are dropped or replaced. */
export const SPOOFED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
  'x-middleware-subrequest',
  'x-site-key',
  'x-locale',
] as const;

/** Header values a visitor may send (printable Latin-1: what an HTTP client lets through). */
const SPOOF_VALUES = [
  '203.0.113.9',
  '10.0.0.1, 203.0.113.9',
  '127.0.0.1',
  '::1',
  'evil.example',
  'evil.example:443',
  'https',
  'http, https',
  'for=203.0.113.9;host=evil.example;proto=https',
  'middleware:middleware:middleware',
  'tr',
  'ar',
  '',
  ' ',
  'unknown',
  '%00',
  '"quoted"',
  '\u00ff\u00e9',
];

const headerValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPOOF_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)), maxLength: 40 }) },
);

export type Framing = 'length' | 'chunked' | 'continue';

/** The Host a visitor names: the main site, a sub-site, odd spellings and ones the web server refuses. */
export type HostChoice = 'main' | 'sub' | 'upper' | 'bad-space' | 'bad-bracket' | 'bad-port';

export interface ForwardingInput {
  input: FuzzInput;
  spoofed: [string, string][];
  host: HostChoice;
  framing: Framing;
}

export function forwardingArbitrary(method: 'GET' | 'POST', known: readonly string[]): fc.Arbitrary<ForwardingInput> {
  return fc.record({
    input: inputArbitrary(method, known),
    spoofed: fc.array(fc.tuple(fc.constantFrom(...SPOOFED_HEADERS), headerValue), { maxLength: 4 }),
    host: fc.oneof(
      { weight: 12, arbitrary: fc.constant('main' as const) },
      { weight: 1, arbitrary: fc.constantFrom('sub' as const, 'upper' as const, 'bad-space' as const, 'bad-bracket' as const, 'bad-port' as const) },
    ),
    framing: method === 'GET' ? fc.constant('length' as const) : fc.constantFrom('length' as const, 'length' as const, 'chunked' as const, 'continue' as const),
  });
}

/** The Host header for a choice, and the value the API must then see as x-forwarded-host (undefined: refused). */
export function hostHeader(choice: HostChoice, port: number): { sent: string; forwarded: string | undefined } {
  switch (choice) {
    case 'main':
      return { sent: `localhost:${port}`, forwarded: `localhost:${port}` };
    case 'sub':
      return { sent: `tr.localhost:${port}`, forwarded: `tr.localhost:${port}` };
    case 'upper':
      return { sent: `LocalHost:${port}`, forwarded: `localhost:${port}` };
    case 'bad-space':
      return { sent: 'local host', forwarded: undefined };
    case 'bad-bracket':
      return { sent: '[::1', forwarded: undefined };
    case 'bad-port':
      return { sent: 'localhost:99999', forwarded: undefined };
  }
}

export interface RawAnswer {
  status: number;
  contentType: string | undefined;
  text: string;
}

export interface RawRequest {
  port: number;
  method: 'GET' | 'POST';
  /** origin-form target: path and query */
  target: string;
  headers: Record<string, string | string[]>;
  body: string | Uint8Array | undefined;
  framing: Framing;
  agent: Agent;
}

/**
 * One request over node:http (so the Host, duplicate headers and the body's framing are the
 * suite's to choose). Resolves with the answer; a connection the server ends after answering
 * (an oversize body's 413 closes it) is no failure.
 */
export function sendRaw(options: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[]> = { ...options.headers };
    const body = options.body === undefined ? undefined : typeof options.body === 'string' ? Buffer.from(options.body, 'utf8') : Buffer.from(options.body);
    if (body && options.framing !== 'chunked') headers['content-length'] = String(body.length);
    if (body && options.framing === 'chunked') headers['transfer-encoding'] = 'chunked';
    if (body && options.framing === 'continue') headers.expect = '100-continue';
    let answered = false;
    const req = httpRequest({ host: '127.0.0.1', port: options.port, method: options.method, path: options.target, headers, agent: options.agent });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], text: Buffer.concat(chunks).toString('utf8') });
        // a body the server refused before asking for it is never sent: drop the connection
        if (!req.writableFinished) req.destroy();
      });
      res.on('error', reject);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (!body) {
      req.end();
      return;
    }
    if (options.framing === 'continue') {
      req.on('continue', () => req.end(body));
      req.flushHeaders();
      return;
    }
    if (options.framing === 'chunked') {
      // two chunks, so the web server counts a body whose length it was not told
      const half = Math.floor(body.length / 2);
      req.write(body.subarray(0, half));
      req.end(body.subarray(half));
      return;
    }
    req.end(body);
  });
}

/** Runs `work` over `items` with at most `limit` in flight; resolves when all are done (the first error rejects). */
export async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
