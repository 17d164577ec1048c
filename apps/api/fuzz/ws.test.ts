import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS } from '@exchange/contract/market';
import { isCandleInterval } from '../src/market/candles';
import { ALL, CHANNELS, WsError, errorEnvelope, parseRequest, type Endpoint } from '../src/market/protocol';
import { useLiveServer, type LiveClient } from '../test/liveServer';

/**
 * Property-based fuzzing of the WebSocket protocol: `parseRequest` as a pure function (RUNS
 * messages per channel and endpoint), then SOCKET_RUNS messages over a real socket, where every
 * answer must be an error envelope, an ack, a pong or a subscription's update, never the hub's
 * "server side error", and the socket must keep answering. `FUZZ_SEED` replays a failing run.
 */

const RUNS = 1000;
const SOCKET_RUNS = 300;
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const seeded = SEED === undefined ? {} : { seed: SEED };

const ENDPOINTS: readonly Endpoint[] = ['spot', 'futures'];
const ERROR_CODES: ReadonlySet<number> = new Set(Object.values(WsError));
const NAME = /^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/;

const odd = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
  '💸',
  'x'.repeat(5_000),
  '__proto__',
  'constructor',
  'prototype',
  '!all',
  '1m',
  '1h',
  '100ms',
  '1000ms',
  '30d',
  'BTC_USDT',
  'BTC_USD',
  'btc_usdt',
  'main',
  'zh',
  'A'.repeat(17) + '_B',
);
const text = fc.oneof(odd, fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom(...Object.keys(CANDLE_INTERVALS)));
const scalar = fc.oneof({ weight: 5, arbitrary: text }, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(2 ** 53, -0, 1.5, 1e308));
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'length'), fc.string({ maxLength: 6 })), tie('value'), {
        maxKeys: 3,
      }),
    },
  ),
}));

/** A payload: usually an array of plausible and odd strings, sometimes the wrong shape altogether. */
const payload = fc.oneof(
  { weight: 6, arbitrary: fc.array(text, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('BTC_USDT', '!all', 'ETH_USDT'), { minLength: 190, maxLength: 210 }) },
  { weight: 2, arbitrary: value },
);

/** A key: one the protocol reads, a prototype key, or any. */
const key = fc.oneof(
  fc.constantFrom('time', 'id', 'channel', 'event', 'payload', '__proto__', 'constructor', 'prototype', 'auth'),
  fc.string({ maxLength: 8 }),
);

/** JSON text of an object with these entries, duplicate keys kept (JSON.parse keeps the last). */
function jsonObjectText(entries: readonly [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

/** One message aimed at `channel`: a nearly right request with wrong or odd parts, or no request at all. */
function messageArbitrary(channel: string): fc.Arbitrary<string> {
  const request = fc
    .record(
      {
        time: fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), value),
        id: fc.oneof(fc.integer(), fc.constantFrom(2 ** 53, -1, 1.5), value),
        channel: fc.oneof(
          { weight: 8, arbitrary: fc.constant(channel) },
          { weight: 1, arbitrary: fc.constantFrom(channel.toUpperCase(), `${channel} `, `${channel}\u0000`) },
          { weight: 1, arbitrary: value },
        ),
        event: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom('subscribe', 'unsubscribe') },
          { weight: 1, arbitrary: fc.constantFrom('update', 'Subscribe', 'subscribe\u0000', '') },
          { weight: 1, arbitrary: value },
        ),
        payload,
      },
      { requiredKeys: [] },
    )
    .chain((fields) => fc.array(fc.tuple(key, value), { maxLength: 3 }).map((extra) => jsonObjectText([...Object.entries(fields), ...extra])));
  const raw = fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'null',
      '[]',
      '"subscribe"',
      '{',
      '{"channel":',
      'NaN',
      '1e999',
      `{"channel":"${channel}"`,
      '\u0000',
      '{"__proto__":{"channel":"x"}}',
    ),
    fc.string({ maxLength: 40 }),
    value.map((v) => JSON.stringify(v) ?? 'undefined'),
  );
  return fc.oneof({ weight: 9, arbitrary: request }, { weight: 1, arbitrary: raw });
}

describe('WebSocket protocol fuzzing: parseRequest', () => {
  for (const endpoint of ENDPOINTS) {
    for (const channel of [...CHANNELS[endpoint], 'no.such.channel']) {
      it(`${endpoint} ${channel}: ${RUNS} messages read as a request or a bounded error, never a throw`, () => {
        fc.assert(
          fc.property(messageArbitrary(channel), (message) => {
            const parsed = parseRequest(message, endpoint);
            if (!parsed.ok) {
              const { error } = parsed;
              expect(ERROR_CODES.has(error.code)).toBe(true);
              expect(error.code).not.toBe(WsError.server);
              expect(typeof error.message).toBe('string');
              expect(error.message.length).toBeGreaterThan(0);
              // an error never echoes a huge input back
              expect(error.message.length).toBeLessThanOrEqual(200);
              expect(error.channel.length).toBeLessThanOrEqual(64);
              expect(error.event.length).toBeLessThanOrEqual(32);
              expect(error.id === undefined || Number.isSafeInteger(error.id)).toBe(true);
              expect(() => JSON.stringify(errorEnvelope(0, error))).not.toThrow();
              return;
            }
            const { request } = parsed;
            expect(CHANNELS[endpoint]).toContain(request.channel);
            expect(request.id === undefined || Number.isSafeInteger(request.id)).toBe(true);
            if (request.kind === 'ping') return;
            expect(['subscribe', 'unsubscribe']).toContain(request.event);
            if (request.kind === 'tickers') {
              expect(request.names.length).toBeGreaterThan(0);
              expect(request.names.length).toBeLessThanOrEqual(200);
              for (const name of request.names) expect(name === ALL || NAME.test(name)).toBe(true);
            } else if (request.kind === 'candles') {
              expect(isCandleInterval(request.interval)).toBe(true);
              expect(request.name).toMatch(NAME);
            } else if (request.kind === 'notices' || request.kind === 'deposits' || request.kind === 'withdrawals' || request.kind === 'kyc') {
              expect(request.ticket).toMatch(request.event === 'unsubscribe' ? /^$/ : /^[A-Za-z0-9_-]{1,128}$/);
            } else if (request.kind === 'chat') {
              expect(request.room).toMatch(request.event === 'unsubscribe' ? /^[a-z0-9_-]{0,32}$/ : /^[a-z0-9_-]{1,32}$/);
            } else if (request.kind === 'book') {
              expect(request.name).toMatch(NAME);
              expect(request.event === 'unsubscribe' || request.interval !== null).toBe(true);
            } else if (request.kind === 'trades') {
              expect(request.names.length).toBeGreaterThan(0);
              expect(request.names.length).toBeLessThanOrEqual(200);
              for (const name of request.names) expect(name).toMatch(NAME);
            } else {
              expect(request.ticket).toMatch(request.event === 'unsubscribe' ? /^$/ : /^[A-Za-z0-9_-]{1,128}$/);
              expect(request.pair === ALL || NAME.test(request.pair) || (request.event === 'unsubscribe' && request.pair === '')).toBe(true);
            }
          }),
          { numRuns: RUNS, ...seeded },
        );
      });
    }
  }
});

describe('WebSocket protocol fuzzing: a real socket', () => {
  const live = useLiveServer({ market: { maxMessagesPerSecond: 1_000_000 } });

  /** Every answer: an error envelope (never the hub's own failure), an ack, a pong, or an update. */
  function expectWellFormed(message: Record<string, unknown>): void {
    expect(typeof message.time).toBe('number');
    expect(typeof message.channel).toBe('string');
    const error = message.error;
    if (error !== null) {
      expect(message.result).toBeNull();
      const { code, message: text } = error as { code?: unknown; message?: unknown };
      expect(typeof code === 'number' && ERROR_CODES.has(code) && code !== WsError.server, `error ${JSON.stringify(error)}`).toBe(true);
      expect(typeof text).toBe('string');
      return;
    }
    const channel = String(message.channel);
    if (channel.endsWith('.pong')) return;
    expect(['subscribe', 'unsubscribe', 'update', 'all']).toContain(message.event);
    if (message.event !== 'update' && message.event !== 'all') expect(message.result).toEqual({ status: 'success' });
  }

  for (const [endpoint, path] of [
    ['spot', '/ws/spot'],
    ['futures', '/ws/futures'],
  ] as const) {
    it(`${path}: ${SOCKET_RUNS} fuzzed messages, each answered well-formed, the socket keeps answering`, async () => {
      const client: LiveClient = await live.connect(path);
      const channels = [...CHANNELS[endpoint], 'no.such.channel'];
      const messages = fc.sample(
        fc.constantFrom(...channels).chain((channel) => messageArbitrary(channel)),
        { numRuns: SOCKET_RUNS, ...seeded },
      );
      let sentinel = 2 ** 40;
      for (const message of messages) {
        client.ws.send(message);
        sentinel += 1;
        const id = sentinel;
        // a ping after each message: its pong says the socket still reads and answers
        client.ws.send(JSON.stringify({ channel: `${endpoint}.ping`, id }));
        await client.next((m) => m.id === id && m.channel === `${endpoint}.pong`);
      }
      // a binary frame and an oversized one are refused, and the socket still answers after them
      const start = client.messages.length;
      // (a late answer to an earlier message, e.g. a ticket checked in the database, names its channel)
      const after = (m: Record<string, unknown>) => client.messages.indexOf(m) >= start && (m.channel === '' || m.channel === `${endpoint}.pong`);
      const errorCode = (m: Record<string, unknown>) => (m.error as { code?: unknown } | null)?.code;
      client.ws.send(Buffer.from([0xff, 0x00]), { binary: true });
      client.ws.send(`{"channel":"${endpoint}.ping","id":1,"pad":"${'x'.repeat(20_000)}"}`);
      const last = 2 ** 41;
      client.ws.send(JSON.stringify({ channel: `${endpoint}.ping`, id: last }));
      await client.next((m) => m.id === last && m.channel === `${endpoint}.pong`);
      expect(client.messages.filter(after).map(errorCode)).toEqual([WsError.badRequest, WsError.tooLarge, undefined]);
      for (const message of client.messages) expectWellFormed(message);
      expect(client.messages.filter((m) => m.error !== null).length).toBeGreaterThan(0);
      expect(client.ws.readyState).toBe(client.ws.OPEN);
      client.ws.close();
    });
  }
});
