import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS, marketCandles } from '@exchange/contract/market';
import { normal } from '@exchange/decimal/text';
import { call } from '../../test/http';
import { useLiveServer, type LiveClient } from '../../test/liveServer';
import { bucketRange, bucketStart, insertCandles, mergeCandles, type CandleInterval, type CandleRow } from './candles';
import type { Candle } from './simulator';
import type { MarketKind, Tick } from '../domain/prices';
import { tickAt, type TickMinute } from './tick-fixture';

/**
 * The candles call for every resolution (aggregated in SQL from known 1-minute rows, checked
 * against the same aggregation done by hand), its bounds and refusals, and the live part: the
 * hub's recent minutes and seconds bars in the HTTP answer and on the WebSocket topics.
 */

let now = Date.UTC(2026, 10, 22, 10, 8, 30); // a Sunday
const live = useLiveServer({ market: { clock: () => now, flushMs: 3_600_000 }, app: { now: () => new Date(now) } });

const at = (iso: string) => Date.parse(iso) / 1000;

/** Minutes of ETH_BTC around period boundaries: Oct→Nov (Sat→Sun), Sunday→Monday, noon, Nov→Dec (Mon→Tue). */
const MINUTE_TIMES = [
  ...[0, 1].map((i) => at('2026-10-31T23:59:00Z') + i * 60),
  ...[0, 1, 2, 3, 4, 5].map((i) => at('2026-11-22T23:57:00Z') + i * 60),
  ...[0, 1, 2, 3].map((i) => at('2026-11-23T11:58:00Z') + i * 60),
  ...[0, 1, 2, 3, 4].map((i) => at('2026-11-30T23:58:00Z') + i * 60),
];
const MINUTES: Candle[] = MINUTE_TIMES.map((t, i) => ({
  kind: 'spot',
  name: 'ETH_BTC',
  t,
  o: (0.03 + i / 1000).toFixed(5),
  h: (0.0305 + i / 1000 + (i % 3) / 10_000).toFixed(5),
  l: (0.0295 + i / 1000 - (i % 2) / 10_000).toFixed(5),
  c: (0.0301 + i / 1000).toFixed(5),
  base: `${i + 1}.25`,
  quote: String((i + 1) / 1000),
}));
const LAST = at('2026-12-01T00:02:30Z');

/** The answer the call should give, aggregated here from MINUTES. */
function expected(interval: CandleInterval, to: number, limit: number, from?: number): CandleRow[] {
  const range = bucketRange(interval, to, limit, from);
  const out = new Map<number, CandleRow>();
  for (const m of MINUTES) {
    const t = bucketStart(m.t, interval);
    if (t < range.first || t > range.last) continue;
    const row = { t, o: normal(m.o), h: normal(m.h), l: normal(m.l), c: normal(m.c), v: m.quote, a: m.base };
    const before = out.get(t);
    out.set(t, before ? mergeCandles(before, row) : row);
  }
  return [...out.values()];
}

async function candles(query: string, host?: string): Promise<CandleRow[]> {
  const res = await call(live.app, `${marketCandles.path}?${query}`, host ? { host } : {});
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.json)}`);
  return marketCandles.answer.parse(res.json).data.map((r) => ({ ...r, t: Number(r.t) }));
}

beforeAll(async () => {
  await insertCandles(live.handle.db, MINUTES);
});

describe('candles from candles_1m', () => {
  const MINUTE_INTERVALS = CANDLE_INTERVALS.filter((i) => !['1s', '10s', '30s'].includes(i));

  it.each(MINUTE_INTERVALS)('%s: every period of the known minutes, exact', async (interval) => {
    const rows = await candles(`pair=ETH_BTC&interval=${interval}&to=${LAST}&limit=1000`);
    expect(rows).toEqual(expected(interval, LAST, 1000));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('cuts periods at the right boundaries (2h, 1d, weeks from Monday, calendar months)', async () => {
    const ts = async (interval: string) => (await candles(`pair=ETH_BTC&interval=${interval}&to=${LAST}&limit=1000`)).map((r) => r.t);
    expect(await ts('7d')).toEqual([at('2026-10-26T00:00:00Z'), at('2026-11-16T00:00:00Z'), at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z')]);
    expect(await ts('30d')).toEqual([at('2026-10-01T00:00:00Z'), at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z')]);
    expect(await ts('1d')).toEqual(['2026-10-31', '2026-11-01', '2026-11-22', '2026-11-23', '2026-11-30', '2026-12-01'].map((d) => at(`${d}T00:00:00Z`)));
    expect(await ts('2h')).toEqual(
      ['2026-10-31T22', '2026-11-01T00', '2026-11-22T22', '2026-11-23T00', '2026-11-23T10', '2026-11-23T12', '2026-11-30T22', '2026-12-01T00'].map((h) =>
        at(`${h}:00:00Z`),
      ),
    );
    const months = await candles(`pair=ETH_BTC&interval=30d&to=${LAST}`);
    // November: its first minute (the 1st, 00:00) opens it, the last of Monday 30th closes it
    const november = MINUTES.filter((m) => m.t >= at('2026-11-01T00:00:00Z') && m.t < at('2026-12-01T00:00:00Z'));
    expect(november).toHaveLength(13);
    expect(months[1]).toMatchObject({
      o: normal(november[0]?.o ?? ''),
      c: normal(november[12]?.c ?? ''),
      v: String(november.reduce((sum, m) => sum + Number(m.quote) * 1000, 0) / 1000),
    });
  });

  it('keeps the newest `limit` periods, oldest first', async () => {
    const rows = await candles(`pair=ETH_BTC&interval=1m&to=${LAST}&limit=3`);
    expect(rows.map((r) => r.t)).toEqual([at('2026-12-01T00:00:00Z'), at('2026-12-01T00:01:00Z'), at('2026-12-01T00:02:00Z')]);
    expect(rows).toEqual(expected('1m', LAST, 3));
    // periods, not candles: the 5 newest minutes hold 5 candles, the 10 newest also only 5
    expect(await candles(`pair=ETH_BTC&interval=1m&to=${LAST}&limit=10`)).toHaveLength(5);
    // default limit 100
    expect(await candles(`pair=ETH_BTC&interval=1h&to=${LAST}`)).toEqual(expected('1h', LAST, 100));
  });

  it('starts no period before `from`', async () => {
    const to = at('2026-11-23T12:30:00Z');
    expect((await candles(`pair=ETH_BTC&interval=1h&from=${at('2026-11-23T11:00:00Z')}&to=${to}`)).map((r) => r.t)).toEqual([
      at('2026-11-23T11:00:00Z'),
      at('2026-11-23T12:00:00Z'),
    ]);
    expect((await candles(`pair=ETH_BTC&interval=1h&from=${at('2026-11-23T11:30:00Z')}&to=${to}`)).map((r) => r.t)).toEqual([at('2026-11-23T12:00:00Z')]);
    expect(await candles(`pair=ETH_BTC&interval=1h&from=${at('2026-11-23T11:00:00Z')}&to=${to}`)).toEqual(expected('1h', to, 100, at('2026-11-23T11:00:00Z')));
    expect(await candles(`pair=ETH_BTC&interval=1m&from=${to}&to=${to}`)).toEqual([]);
  });

  it('answers an empty list for a range without trades', async () => {
    expect(await candles(`pair=ETH_BTC&interval=1h&from=${at('2026-11-25T00:00:00Z')}&to=${at('2026-11-26T00:00:00Z')}`)).toEqual([]);
    expect(await candles(`pair=ETH_BTC&interval=1d&to=${at('2026-01-01T00:00:00Z')}&limit=1000`)).toEqual([]);
    expect(await candles(`pair=ETH_BTC&interval=1m&from=${at('2026-11-23T12:02:00Z')}&to=${at('2026-11-23T12:10:00Z')}`)).toEqual([]);
  });

  it.each([
    [`from=${LAST + 1}&to=${LAST}`, `from (${LAST + 1}) must not be after to (${LAST})`],
    [`from=${Math.floor(Date.UTC(2027, 0, 1) / 1000)}`, 'must not be after now'],
    ['from=abc', 'from must be unix seconds'],
    ['from=-5', 'from must be unix seconds'],
    ['from=1.5', 'from must be unix seconds'],
    ['to=abc', 'to must be unix seconds'],
    ['limit=0', 'limit must be between 1 and 1000'],
    ['limit=abc', 'limit'],
    ['interval=2w', 'interval must be one of 1s, 10s, 30s, 1m'],
    ['interval=1M', 'interval must be one of'],
    ['market=margin', 'market must be spot or futures'],
  ])('refuses %s with a 400 JSON answer', async (query, message) => {
    const params = new URLSearchParams({ pair: 'ETH_BTC', interval: '1h' });
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    const res = await call(live.app, `${marketCandles.path}?${params.toString()}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: expect.any(Number) as number, message: expect.stringContaining(message) as string });
  });

  it('refuses a pair the site does not list (400), and futures on a site without derivatives', async () => {
    for (const [query, host] of [
      ['pair=ETH_BTC&interval=1m', 'tr.localhost:3000'],
      ['pair=NOPE_USDT&interval=1s', undefined],
      ['pair=BTC_USDT&interval=1m&market=futures', 'eu.localhost:3000'],
    ] as const) {
      const res = await call(live.app, `${marketCandles.path}?${query}`, host ? { host } : {});
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: expect.stringContaining('Unknown pair') as string });
    }
  });
});

/** A tick as the leader publishes it: `last` and its minute's figures so far. */
function tick(kind: MarketKind, name: string, ms: number, last: string, m: TickMinute): Tick {
  return tickAt(ms, last, m, { kind, name, open24h: last, openUtc0: last, openUtc8: last, high24h: last, low24h: last, bid: last, ask: last });
}

const isCandle = (channel: string) => (m: Record<string, unknown>) => m.channel === channel && m.event === 'update';
const resultOf = (m: Record<string, unknown>) => m.result as Record<string, string | boolean>;
/** The messages of `client` after index `from` that pass `test`. */
const since = (client: LiveClient, from: number, test: (m: Record<string, unknown>) => boolean) => client.messages.slice(from).filter(test);

async function subscribe(client: LiveClient, id: number, channel: string, payload: string[]): Promise<Record<string, unknown>> {
  client.ws.send(JSON.stringify({ id, channel, event: 'subscribe', payload }));
  return client.next((m) => m.id === id);
}

describe('live candles: the forming minute and the minutes not stored yet', () => {
  // BTC_USDT: 10:05 and 10:06 stored; 10:06 (again), 10:07 and 10:08 (forming) from ticks
  const minute = (t: string) => Date.parse(`2026-11-22T${t}Z`);

  beforeAll(async () => {
    const stored = (t: string, o: string, h: string, l: string, c: string, quote: string): Candle => ({
      kind: 'spot',
      name: 'BTC_USDT',
      t: minute(t) / 1000,
      o,
      h,
      l,
      c,
      base: '0.5',
      quote,
    });
    await insertCandles(live.handle.db, [
      stored('10:05:00', '65000.0', '65100.0', '64950.0', '65050.0', '1000'),
      stored('10:06:00', '65050.0', '65080.0', '65000.0', '65010.0', '200.5'),
    ]);
    live.market.hub.onTicks([
      tick('spot', 'BTC_USDT', minute('10:06:40'), '65010.0', { o: '65050.0', h: '65080.0', l: '65000.0', base: '0.5', quote: '200.5' }),
      tick('spot', 'BTC_USDT', minute('10:07:30'), '65200.0', { o: '65010.0', h: '65210.0', l: '65010.0', base: '0.25', quote: '16000.25' }),
      tick('spot', 'BTC_USDT', minute('10:08:20'), '64900.0', { o: '65200.0', h: '65200.0', l: '64800.0', base: '0.125', quote: '8000' }),
    ]);
  });

  it('HTTP merges them into the stored periods (a stored minute counted once)', async () => {
    expect(await candles('pair=BTC_USDT&interval=5m&limit=2')).toEqual([
      { t: minute('10:05:00') / 1000, o: '65000', h: '65210', l: '64800', c: '64900', v: '25200.75', a: '1.375' },
    ]);
    expect(await candles('pair=BTC_USDT&interval=1m&limit=3')).toEqual([
      { t: minute('10:06:00') / 1000, o: '65050', h: '65080', l: '65000', c: '65010', v: '200.5', a: '0.5' },
      { t: minute('10:07:00') / 1000, o: '65010', h: '65210', l: '65010', c: '65200', v: '16000.25', a: '0.25' },
      { t: minute('10:08:00') / 1000, o: '65200', h: '65200', l: '64800', c: '64900', v: '8000', a: '0.125' },
    ]);
    // a `to` before the recent minutes' periods leaves them out
    expect(await candles(`pair=BTC_USDT&interval=1m&to=${minute('10:05:59') / 1000}&limit=2`)).toHaveLength(1);
  });

  it('the WebSocket topic’s first update is the HTTP answer’s last candle, then the period moves on with w: true', async () => {
    const client = await live.connect('/ws/spot');
    for (const [i, interval] of (['5m', '1m', '2h', '7d', '30d'] as const).entries()) {
      const [last] = (await candles(`pair=BTC_USDT&interval=${interval}&limit=1`)).slice(-1);
      expect(last).toBeDefined();
      expect(await subscribe(client, 100 + i, 'spot.candlesticks', [interval, 'BTC_USDT'])).toMatchObject({ error: null, result: { status: 'success' } });
      const first = await client.next((m) => isCandle('spot.candlesticks')(m) && resultOf(m).n === `${interval}_BTC_USDT`);
      expect(first.result).toEqual({ ...last, t: String(last?.t), n: `${interval}_BTC_USDT` });
    }
    const twoHours = client.messages.find((m) => isCandle('spot.candlesticks')(m) && resultOf(m).n === '2h_BTC_USDT');
    expect(twoHours && resultOf(twoHours).t).toBe(String(at('2026-11-22T10:00:00Z')));
    const week = client.messages.find((m) => isCandle('spot.candlesticks')(m) && resultOf(m).n === '7d_BTC_USDT');
    expect(week && resultOf(week)).toMatchObject({ t: String(at('2026-11-16T00:00:00Z')), o: '65000' });
    const month = client.messages.find((m) => isCandle('spot.candlesticks')(m) && resultOf(m).n === '30d_BTC_USDT');
    expect(month && resultOf(month).t).toBe(String(at('2026-11-01T00:00:00Z')));

    // a later tick of the forming minute: one update per topic, with the new close
    let seen = client.messages.length;
    live.market.hub.onTicks([
      tick('spot', 'BTC_USDT', minute('10:08:50'), '65300.0', { o: '65200.0', h: '65300.0', l: '64800.0', base: '0.25', quote: '16000' }),
    ]);
    live.market.hub.flush();
    await client.next((m) => client.messages.indexOf(m) >= seen && resultOf(m).n === '30d_BTC_USDT');
    const updates = since(client, seen, isCandle('spot.candlesticks'));
    expect(updates.map((m) => resultOf(m).n).sort()).toEqual(['1m_BTC_USDT', '2h_BTC_USDT', '30d_BTC_USDT', '5m_BTC_USDT', '7d_BTC_USDT']);
    expect(updates.find((m) => resultOf(m).n === '5m_BTC_USDT')?.result).toEqual({
      t: String(minute('10:05:00') / 1000),
      o: '65000',
      h: '65300',
      l: '64800',
      c: '65300',
      v: '33200.75',
      a: '1.5',
      n: '5m_BTC_USDT',
    });
    expect(updates.every((m) => resultOf(m).w === undefined)).toBe(true);

    // the first tick of 10:10 closes the 5m period (its last figures with w: true), then the new one
    seen = client.messages.length;
    now = minute('10:10:01');
    live.market.hub.onTicks([
      tick('spot', 'BTC_USDT', minute('10:10:01'), '65400.0', { o: '65300.0', h: '65400.0', l: '65300.0', base: '0.01', quote: '654' }),
    ]);
    live.market.hub.flush();
    await client.next((m) => client.messages.indexOf(m) >= seen && resultOf(m).n === '30d_BTC_USDT');
    const fives = since(client, seen, (m) => isCandle('spot.candlesticks')(m) && resultOf(m).n === '5m_BTC_USDT').map(resultOf);
    expect(fives).toEqual([
      { t: String(minute('10:05:00') / 1000), o: '65000', h: '65300', l: '64800', c: '65300', v: '33200.75', a: '1.5', n: '5m_BTC_USDT', w: true },
      { t: String(minute('10:10:00') / 1000), o: '65300', h: '65400', l: '65300', c: '65400', v: '654', a: '0.01', n: '5m_BTC_USDT' },
    ]);
    const hours = since(client, seen, (m) => isCandle('spot.candlesticks')(m) && resultOf(m).n === '2h_BTC_USDT').map(resultOf);
    expect(hours).toHaveLength(1);
    expect(hours[0]).toMatchObject({ c: '65400', v: '33854.75' });
    expect(hours[0]?.w).toBeUndefined();
    // and HTTP agrees with the last update
    const [http] = await candles('pair=BTC_USDT&interval=2h&limit=1');
    expect({ ...http, t: String(http?.t), n: '2h_BTC_USDT' }).toEqual(hours[0]);
    client.ws.close();
  });

  it('futures.candlesticks on /ws/futures, and futures candles over HTTP', async () => {
    live.market.hub.onTicks([
      tick('futures', 'BTC_USDT', minute('10:10:02'), '65500.0', { o: '65400.0', h: '65500.0', l: '65400.0', base: '2', quote: '131000' }),
    ]);
    const client = await live.connect('/ws/futures');
    expect(await subscribe(client, 1, 'futures.candlesticks', ['1m', 'BTC_USDT'])).toMatchObject({ error: null });
    const first = await client.next(isCandle('futures.candlesticks'));
    expect(first.result).toEqual({
      t: String(minute('10:10:00') / 1000),
      o: '65400',
      h: '65500',
      l: '65400',
      c: '65500',
      v: '131000',
      a: '2',
      n: '1m_BTC_USDT',
    });
    expect(await candles('pair=BTC_USDT&interval=1m&market=futures&limit=1')).toEqual([
      { t: minute('10:10:00') / 1000, o: '65400', h: '65500', l: '65400', c: '65500', v: '131000', a: '2' },
    ]);
    expect((await subscribe(client, 2, 'futures.candlesticks', ['2w', 'BTC_USDT'])).error).toMatchObject({ code: 2, message: 'Unknown interval: 2w' });
    client.ws.close();
  });
});

describe('seconds candles (in memory)', () => {
  let quiet = '';
  beforeAll(async () => {
    const rows = (await live.handle.db.execute(sql`select pair from spot_markets where rank >= 400 and curr_b = 'USDT' order by rank limit 1`)) as unknown;
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { pair: string }[];
    quiet = list[0]?.pair ?? '';
    expect(quiet).not.toBe('');
  });

  /** ETH_USDT trades once a second from 10:20:00 at these prices, volume 100 a second. */
  function seconds(from: number, prices: number[], startPrice: number): Tick[] {
    let quote = 0;
    let minuteT = -1;
    let m = { o: startPrice, h: startPrice, l: startPrice };
    let previous = startPrice;
    return prices.map((price, i) => {
      const ms = from + i * 1000;
      if (Math.floor(ms / 60_000) !== minuteT) {
        minuteT = Math.floor(ms / 60_000);
        quote = 0;
        m = { o: previous, h: previous, l: previous };
      }
      quote += 100;
      m.h = Math.max(m.h, price);
      m.l = Math.min(m.l, price);
      previous = price;
      const text = (n: number) => n.toFixed(2);
      return tick('spot', 'ETH_USDT', ms, text(price), { o: text(m.o), h: text(m.h), l: text(m.l), base: String(quote / 1000), quote: String(quote) });
    });
  }
  const start = Date.UTC(2026, 10, 22, 10, 20, 0);
  const s0 = start / 1000;

  it('1s, 10s and 30s over HTTP from the hub’s rings; an instrument without seconds answers []', async () => {
    now = start + 25_500;
    live.market.hub.onTicks(
      seconds(
        start,
        [
          3000, 3001, 2999, 3003, 3002, 3005, 3004, 3006, 3001, 3000, 3010, 3011, 3012, 3013, 3014, 3015, 3016, 3017, 3018, 3019, 3020, 3021, 3022, 3023, 3024,
          3025,
        ],
        3000,
      ),
    );
    const ones = await candles('pair=ETH_USDT&interval=1s&limit=5');
    expect(ones.map((r) => r.t)).toEqual([s0 + 21, s0 + 22, s0 + 23, s0 + 24, s0 + 25]);
    expect(ones[4]).toEqual({ t: s0 + 25, o: '3024', h: '3025', l: '3024', c: '3025', v: '100', a: '0.1' });
    expect(await candles('pair=ETH_USDT&interval=10s')).toEqual([
      { t: s0, o: '3000', h: '3006', l: '2999', c: '3000', v: '1000', a: '1' },
      { t: s0 + 10, o: '3000', h: '3019', l: '3000', c: '3019', v: '1000', a: '1' },
      { t: s0 + 20, o: '3019', h: '3025', l: '3019', c: '3025', v: '600', a: '0.6' },
    ]);
    expect(await candles('pair=ETH_USDT&interval=30s&limit=1')).toEqual([{ t: s0, o: '3000', h: '3025', l: '2999', c: '3025', v: '2600', a: '2.6' }]);
    expect(await candles(`pair=ETH_USDT&interval=1s&from=${s0 + 3}&to=${s0 + 5}`)).toHaveLength(3);
    expect(await candles(`pair=ETH_USDT&interval=1s&to=${s0 - 1}`)).toEqual([]);

    live.market.hub.onTicks([tick('spot', quiet, start + 25_000, '1.5', { o: '1.4', h: '1.5', l: '1.4', base: '10', quote: '15' })]);
    expect(await candles(`pair=${quiet}&interval=1s`)).toEqual([]);
    expect(await candles(`pair=${quiet}&interval=1m`)).toHaveLength(1);
  });

  it('the WebSocket 1s topic starts at the newest bar, updates it, and closes each second with w: true', async () => {
    const client = await live.connect('/ws/spot');
    await subscribe(client, 1, 'spot.candlesticks', ['1s', 'ETH_USDT']);
    await subscribe(client, 2, 'spot.candlesticks', ['10s', 'ETH_USDT']);
    const first = await client.next((m) => isCandle('spot.candlesticks')(m) && resultOf(m).n === '1s_ETH_USDT');
    await client.next((m) => isCandle('spot.candlesticks')(m) && resultOf(m).n === '10s_ETH_USDT');
    const [http] = await candles('pair=ETH_USDT&interval=1s&limit=1');
    expect(first.result).toEqual({ ...http, t: String(http?.t), n: '1s_ETH_USDT' });
    const seen = client.messages.length;
    now = start + 26_500;
    const [next] = seconds(start + 26_000, [3030], 3025);
    if (!next) throw new Error('no tick');
    // the minute's running figures carry on from the earlier ticks
    live.market.hub.onTicks([{ ...next, minute: { ...next.minute, o: '3000.00', h: '3030.00', l: '2999.00', base: '2.7', quote: '2700' } }]);
    live.market.hub.flush();
    await client.next((m) => client.messages.indexOf(m) >= seen && resultOf(m).n === '10s_ETH_USDT');
    expect(since(client, seen, isCandle('spot.candlesticks')).map(resultOf)).toEqual([
      { t: String(s0 + 25), o: '3024', h: '3025', l: '3024', c: '3025', v: '100', a: '0.1', n: '1s_ETH_USDT', w: true },
      { t: String(s0 + 26), o: '3025', h: '3030', l: '3025', c: '3030', v: '100', a: '0.1', n: '1s_ETH_USDT' },
      { t: String(s0 + 20), o: '3019', h: '3030', l: '3019', c: '3030', v: '700', a: '0.7', n: '10s_ETH_USDT' },
    ]);
    expect((await subscribe(client, 3, 'spot.candlesticks', ['15s', 'ETH_USDT'])).error).toMatchObject({ code: 2 });
    // an instrument that keeps no seconds: refused with a reason (pair_info says has_seconds: false), its minutes still served
    expect((await subscribe(client, 4, 'spot.candlesticks', ['1s', quiet])).error).toMatchObject({
      code: 2,
      message: `No 1s candles for ${quiet}: it keeps no seconds candles`,
    });
    expect((await subscribe(client, 5, 'spot.candlesticks', ['1m', quiet])).error).toBeNull();
    client.ws.close();
  });
});
