import { describe, expect, it } from 'vitest';
import { backoffMs, candleTopic, changeFor, parseCandles, parseTicks, pingMessage, subscribeMessage, TickBuffer } from './live-feed';

const update = (result: unknown) => JSON.stringify({ time: 1, time_ms: 1000, channel: 'spot.tickers', event: 'update', result });
const btc = { currency_pair: 'BTC_USDT', last: '60000.1', change_percentage: '-1.5', change_utc0: '0.5', change_utc8: '2', quote_volume: '123' };

describe('parseTicks', () => {
  it('reads one ticker or a list of them', () => {
    expect(parseTicks(update(btc))).toEqual([{ pair: 'BTC_USDT', last: '60000.1', change: '-1.5', changeUtc0: '0.5', changeUtc8: '2', quoteVolume: '123' }]);
    expect(parseTicks(update([btc, { ...btc, currency_pair: 'ETH_USDT' }])).map((t) => t.pair)).toEqual(['BTC_USDT', 'ETH_USDT']);
  });
  it('falls back to the 24 h change when the basis fields are absent', () => {
    const [t] = parseTicks(update({ currency_pair: 'BTC_USDT', last: '1', change_percentage: '3' }));
    expect(t).toMatchObject({ changeUtc0: '3', changeUtc8: '3', quoteVolume: '' });
  });
  it('ignores acks, pongs, errors, other channels, malformed JSON and bad tickers', () => {
    expect(parseTicks(JSON.stringify({ channel: 'spot.tickers', event: 'subscribe', result: { status: 'success' } }))).toEqual([]);
    expect(parseTicks(JSON.stringify({ channel: 'spot.pong', result: null }))).toEqual([]);
    expect(parseTicks(JSON.stringify({ channel: 'spot.candlesticks', event: 'update', result: btc }))).toEqual([]);
    expect(parseTicks('{not json')).toEqual([]);
    expect(parseTicks(42)).toEqual([]);
    expect(parseTicks(update({ ...btc, currency_pair: '<img>' }))).toEqual([]);
    expect(parseTicks(update({ ...btc, last: '-1' }))).toEqual([]);
    expect(parseTicks(update({ ...btc, last: '1e9' }))).toEqual([]);
  });
});

describe('TickBuffer', () => {
  it('keeps the latest tick per pair until flushed', () => {
    const b = new TickBuffer();
    const [a] = parseTicks(update(btc));
    const [later] = parseTicks(update({ ...btc, last: '60001' }));
    b.push([a!, later!]);
    expect(b.size).toBe(1);
    expect(b.flush().get('BTC_USDT')?.last).toBe('60001');
    expect(b.size).toBe(0);
  });
});

describe('backoffMs', () => {
  it('doubles from 1 s up to 30 s, with jitter of ±20 %', () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffMs(n, 0.5))).toEqual([1000, 2000, 4000, 8000, 30000]);
    expect(backoffMs(0, 0)).toBe(800);
    expect(backoffMs(0, 1)).toBe(1200);
  });
});

describe('messages', () => {
  it('subscribes in Gate v4 shape with time in seconds', () => {
    expect(JSON.parse(subscribeMessage('spot.tickers', ['!all'], 1_700_000_000_999))).toEqual({
      time: 1_700_000_000,
      channel: 'spot.tickers',
      event: 'subscribe',
      payload: ['!all'],
    });
  });
  it('changeFor picks the basis', () => {
    const [t] = parseTicks(update(btc));
    expect([changeFor(t!, ''), changeFor(t!, 'utc0'), changeFor(t!, 'utc8')]).toEqual(['-1.5', '0.5', '2']);
  });
});

describe('the futures feed', () => {
  const futuresUpdate = (result: unknown) => JSON.stringify({ channel: 'futures.tickers', event: 'update', result });
  it('reads futures.tickers by contract, with the 24 h volume', () => {
    expect(parseTicks(futuresUpdate([{ contract: 'BTC_USDT', last: '60010', change_percentage: '1.2', volume_24h: '555' }]), 'futures')).toEqual([
      { pair: 'BTC_USDT', last: '60010', change: '1.2', changeUtc0: '1.2', changeUtc8: '1.2', quoteVolume: '555' },
    ]);
  });
  it('does not mix the feeds: spot tickers are not contracts, and the other way round', () => {
    expect(parseTicks(update(btc), 'futures')).toEqual([]);
    expect(parseTicks(futuresUpdate({ contract: 'BTC_USDT', last: '1' }), 'spot')).toEqual([]);
  });
  it('pings on its own channel', () => expect(JSON.parse(pingMessage(5_000, 'futures'))).toEqual({ time: 5, channel: 'futures.ping' }));
});

describe('parseCandles', () => {
  const candle = { t: '1606292580', v: '2362.32035', c: '19128.1', h: '19128.1', l: '19128.1', o: '19128.1', n: '1m_BTC_USDT', a: '3.8283', w: true };
  const msg = (result: unknown, channel = 'spot.candlesticks', event = 'update') => JSON.stringify({ time: 1, channel, event, result });
  it('reads a candle update with its topic', () => {
    expect(parseCandles(msg(candle))).toEqual([
      { interval: '1m', pair: 'BTC_USDT', t: 1606292580, o: '19128.1', h: '19128.1', l: '19128.1', c: '19128.1', v: '2362.32035', a: '3.8283', closed: true },
    ]);
    expect(parseCandles(msg({ ...candle, w: undefined, n: '30d_ETH_USDT' }))).toMatchObject([{ interval: '30d', pair: 'ETH_USDT', closed: false }]);
  });
  it('ignores acks, tickers, malformed names and prices', () => {
    expect(parseCandles(msg({ status: 'success' }, 'spot.candlesticks', 'subscribe'))).toEqual([]);
    expect(parseCandles(msg(candle, 'spot.tickers'))).toEqual([]);
    expect(parseCandles(msg({ ...candle, n: 'BTC_USDT' }))).toEqual([]);
    expect(parseCandles(msg({ ...candle, c: '-1' }))).toEqual([]);
    expect(parseCandles(msg({ ...candle, t: 'soon' }))).toEqual([]);
    expect(parseCandles('{spot.candlesticks')).toEqual([]);
    expect(parseCandles(7)).toEqual([]);
  });
  it('names a topic as the channel does', () => expect(candleTopic('1h', 'BTC_USDT')).toBe('1h_BTC_USDT'));
});
