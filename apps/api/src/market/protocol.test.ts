import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS } from '@exchange/contract/market';
import { SITES } from '@exchange/sites/sites';
import { WsError, parseRequest } from './protocol';
import { originAllowed } from './sockets';
import { decodeTicks, encodeTicks, MAX_PAYLOAD_BYTES } from './tickCodec';
import type { Tick } from '../domain/prices';

const req = (value: unknown) => JSON.stringify(value);

describe('WebSocket requests', () => {
  it('reads subscriptions, pings and candle topics', () => {
    expect(parseRequest(req({ time: 1, id: 7, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'BTC_USDT', '!all'] }), 'spot')).toEqual({
      ok: true,
      request: { kind: 'tickers', id: 7, channel: 'spot.tickers', event: 'subscribe', names: ['BTC_USDT', '!all'] },
    });
    expect(parseRequest(req({ channel: 'spot.ping' }), 'spot')).toMatchObject({ ok: true, request: { kind: 'ping' } });
    expect(parseRequest(req({ channel: 'spot.candlesticks', event: 'unsubscribe', payload: ['1h', 'ETH_BTC'] }), 'spot')).toMatchObject({
      ok: true,
      request: { kind: 'candles', interval: '1h', name: 'ETH_BTC', event: 'unsubscribe' },
    });
    for (const interval of CANDLE_INTERVALS) {
      expect(parseRequest(req({ channel: 'spot.candlesticks', event: 'subscribe', payload: [interval, 'BTC_USDT'] }), 'spot')).toMatchObject({
        ok: true,
        request: { kind: 'candles', interval, name: 'BTC_USDT' },
      });
    }
    expect(parseRequest(req({ channel: 'futures.candlesticks', event: 'subscribe', payload: ['10s', 'BTC_USD'] }), 'futures')).toMatchObject({
      ok: true,
      request: { kind: 'candles', channel: 'futures.candlesticks', interval: '10s', name: 'BTC_USD' },
    });
    expect(parseRequest(req({ channel: 'chat.messages', event: 'subscribe', payload: ['main'] }), 'spot')).toMatchObject({
      ok: true,
      request: { kind: 'chat', room: 'main', event: 'subscribe' },
    });
    expect(parseRequest(req({ channel: 'chat.messages', event: 'unsubscribe', payload: [] }), 'spot')).toMatchObject({
      ok: true,
      request: { kind: 'chat', room: '' },
    });
  });

  it('reads the order book, trades and the private streams', () => {
    const ok = (value: unknown) => parseRequest(req(value), 'spot');
    expect(ok({ id: 3, channel: 'spot.order_book_update', event: 'subscribe', payload: ['BTC_USDT', '1000ms'] })).toEqual({
      ok: true,
      request: { kind: 'book', id: 3, channel: 'spot.order_book_update', event: 'subscribe', name: 'BTC_USDT', interval: '1000ms' },
    });
    expect(ok({ channel: 'spot.order_book_update', event: 'unsubscribe', payload: ['BTC_USDT'] })).toMatchObject({
      ok: true,
      request: { kind: 'book', interval: null },
    });
    expect(ok({ channel: 'spot.trades', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT', 'BTC_USDT'] })).toMatchObject({
      ok: true,
      request: { kind: 'trades', names: ['BTC_USDT', 'ETH_USDT'] },
    });
    expect(ok({ channel: 'spot.orders', event: 'subscribe', payload: ['abc-DEF_1', '!all'] })).toMatchObject({
      ok: true,
      request: { kind: 'orders', ticket: 'abc-DEF_1', pair: '!all' },
    });
    expect(ok({ channel: 'spot.usertrades', event: 'subscribe', payload: ['abc', 'BTC_USDT'] })).toMatchObject({
      ok: true,
      request: { kind: 'usertrades', ticket: 'abc', pair: 'BTC_USDT' },
    });
    for (const [payload, pair] of [
      [[], ''],
      [['BTC_USDT'], 'BTC_USDT'],
      [['abc', '!all'], '!all'],
    ] as const) {
      expect(ok({ channel: 'spot.usertrades', event: 'unsubscribe', payload })).toMatchObject({ ok: true, request: { kind: 'usertrades', ticket: '', pair } });
    }
  });

  it.each([
    ['{', WsError.badRequest],
    ['[1]', WsError.badRequest],
    [req({ channel: 'spot.tickers', event: 'subscribe', payload: 'BTC_USDT' }), WsError.badRequest],
    [req({ id: 'x', channel: 'spot.ping' }), WsError.badRequest],
    [req({ channel: 'spot.orders', event: 'subscribe', payload: [] }), WsError.badArgument],
    [req({ channel: 'spot.orders', event: 'subscribe', payload: ['ticket'] }), WsError.badArgument],
    [req({ channel: 'spot.orders', event: 'subscribe', payload: ['bad ticket', 'BTC_USDT'] }), WsError.badArgument],
    [req({ channel: 'spot.usertrades', event: 'subscribe', payload: ['ticket', 'btc_usdt'] }), WsError.badArgument],
    [req({ channel: 'spot.usertrades', event: 'unsubscribe', payload: ['a', 'b', 'BTC_USDT'] }), WsError.badArgument],
    [req({ channel: 'spot.order_book_update', event: 'subscribe', payload: ['BTC_USDT'] }), WsError.badArgument],
    [req({ channel: 'spot.order_book_update', event: 'subscribe', payload: ['BTC_USDT', '10ms'] }), WsError.badArgument],
    [req({ channel: 'spot.order_book_update', event: 'subscribe', payload: ['100ms', 'BTC_USDT'] }), WsError.badArgument],
    [req({ channel: 'spot.trades', event: 'subscribe', payload: ['!all'] }), WsError.badArgument],
    [req({ channel: 'spot.trades', event: 'subscribe', payload: [] }), WsError.badArgument],
    [req({ channel: 'futures.order_book_update', event: 'subscribe', payload: ['BTC_USDT', '100ms'] }), WsError.unknownChannel],
    [req({ channel: 'futures.tickers', event: 'subscribe', payload: ['BTC_USDT'] }), WsError.unknownChannel],
    [req({ channel: 'spot.tickers', event: 'update', payload: ['BTC_USDT'] }), WsError.unknownEvent],
    [req({ channel: 'spot.tickers', event: 'subscribe', payload: [] }), WsError.badArgument],
    [req({ channel: 'spot.tickers', event: 'subscribe', payload: ['btc_usdt'] }), WsError.badArgument],
    [req({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['2w', 'BTC_USDT'] }), WsError.badArgument],
    [req({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['1M', 'BTC_USDT'] }), WsError.badArgument],
    [req({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['BTC_USDT', '1m'] }), WsError.badArgument],
    [req({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['1m'] }), WsError.badArgument],
    [req({ channel: 'chat.messages', event: 'subscribe', payload: [] }), WsError.badArgument],
    [req({ channel: 'chat.messages', event: 'subscribe', payload: ['main', 'tr'] }), WsError.badArgument],
    [req({ channel: 'chat.messages', event: 'subscribe', payload: ['<script>'] }), WsError.badArgument],
  ])('refuses %s with code %i', (text, code) => {
    const parsed = parseRequest(text, 'spot');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });
});

describe('origin check', () => {
  it('accepts the site’s own hosts on any port and non-browser clients, refuses others', () => {
    expect(originAllowed('http://localhost:3000', SITES.main, {})).toBe(true);
    expect(originAllowed(undefined, SITES.main, {})).toBe(true);
    expect(originAllowed('http://tr.localhost:3000', SITES.tr, {})).toBe(true);
    expect(originAllowed('http://tr.localhost:3000', SITES.main, {})).toBe(false);
    expect(originAllowed('https://evil.example', SITES.main, {})).toBe(false);
    expect(originAllowed('null', SITES.main, {})).toBe(false);
    expect(originAllowed('https://tr.example.com', SITES.tr, { tr: ['tr.example.com'] })).toBe(true);
  });
});

describe('tick codec', () => {
  const tick = (n: number): Tick => ({
    kind: n % 2 ? 'spot' : 'futures',
    name: `C${n}_USDT`,
    t: 1_700_000_000_000 + n,
    last: '1.2345',
    open24h: '1.2',
    openUtc0: '1.21',
    openUtc8: '1.22',
    high24h: '1.3',
    low24h: '1.1',
    baseVolume: '1000',
    quoteVolume: '1234.5',
    bid: '1.2344',
    ask: '1.2346',
    minute: { t: 1_700_000_000, o: '1.23', h: '1.24', l: '1.22', base: '3', quote: '3.7' },
  });

  it('cuts a batch into payloads under the NOTIFY limit and reads them back', () => {
    const ticks = Array.from({ length: 500 }, (_, n) => tick(n));
    const chunks = encodeTicks(ticks);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(chunks.flatMap(decodeTicks)).toEqual(ticks);
  });

  it('drops malformed payloads and entries', () => {
    expect(decodeTicks('nope')).toEqual([]);
    expect(decodeTicks('[[1,2,3]]')).toEqual([]);
    expect(decodeTicks('{}')).toEqual([]);
  });
});
