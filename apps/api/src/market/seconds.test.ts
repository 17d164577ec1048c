import { describe, expect, it } from 'vitest';
import { mergeCandles, type CandleRow } from './candles';
import { BYTES_PER_INSTRUMENT, RING_SLOTS, SecondsRecorder } from './seconds';
import type { Tick } from '../domain/prices';
import { tickAt } from './tick-fixture';

const T0 = 1_795_305_600; // 2026-11-22 00:00:00 UTC, a multiple of 30

/** One trade a second from `start` (unix s) at `prices`, as ticks with running minute figures. */
function walk(start: number, prices: number[], open: number, name = 'BTC_USDT'): Tick[] {
  const ticks: Tick[] = [];
  let minuteT = -1;
  let m = { o: open, h: open, l: open, base: 0, quote: 0 };
  let previous = open;
  prices.forEach((price, i) => {
    const ms = (start + i) * 1000;
    const t = Math.floor(ms / 60_000) * 60;
    if (t !== minuteT) {
      minuteT = t;
      m = { o: previous, h: previous, l: previous, base: 0, quote: 0 };
    }
    m.h = Math.max(m.h, price);
    m.l = Math.min(m.l, price);
    m.quote += 10;
    m.base += 10 / price;
    ticks.push(
      tickAt(ms, price.toFixed(1), { o: m.o.toFixed(1), h: m.h.toFixed(1), l: m.l.toFixed(1), base: String(m.base), quote: String(m.quote) }, { name }),
    );
    previous = price;
  });
  return ticks;
}

describe('SecondsRecorder', () => {
  const prices = Array.from({ length: 90 }, (_, i) => 100 + ((i * 7) % 13) - 6);

  it('records only the instruments that keep seconds, allocating their rings on the first tick', () => {
    const recorder = new SecondsRecorder((_kind, name) => name === 'BTC_USDT');
    expect(recorder.allocated).toEqual({ instruments: 0, bytes: 0 });
    for (const tick of [...walk(T0, prices.slice(0, 3), 100), ...walk(T0, prices.slice(0, 3), 100, 'ETH_USDT')]) recorder.record(tick);
    expect(recorder.allocated).toEqual({ instruments: 1, bytes: BYTES_PER_INSTRUMENT });
    expect(BYTES_PER_INSTRUMENT).toBe(168_000);
    expect(recorder.candles('spot', 'ETH_USDT', '1s', { first: T0, last: T0 + 10 })).toEqual([]);
    expect(recorder.candles('spot', 'BTC_USDT', '1s', { first: T0, last: T0 + 10 })).toHaveLength(3);
  });

  it('makes 1s bars that open at the previous close, with each second’s volume', () => {
    const recorder = new SecondsRecorder(() => true);
    for (const tick of walk(T0, [101, 99, 104], 100)) recorder.record(tick);
    expect(recorder.candles('spot', 'BTC_USDT', '1s', { first: T0, last: T0 + 2 })).toEqual([
      { t: T0, o: '100', h: '101', l: '100', c: '101', v: '10', a: expect.stringMatching(/^0\.0990099/) as string },
      { t: T0 + 1, o: '101', h: '101', l: '99', c: '99', v: '10', a: expect.stringMatching(/^0\.10101/) as string },
      { t: T0 + 2, o: '99', h: '104', l: '99', c: '104', v: '10', a: expect.stringMatching(/^0\.0961538/) as string },
    ]);
  });

  it('10s and 30s bars aggregate the 1s bars of their period (across a minute boundary too)', () => {
    const recorder = new SecondsRecorder(() => true);
    // 90 seconds from 00:00:00: minutes change at +60
    for (const tick of walk(T0, prices, 100)) recorder.record(tick);
    const ones = recorder.candles('spot', 'BTC_USDT', '1s', { first: T0, last: T0 + 89 });
    expect(ones).toHaveLength(90);
    const aggregate = (size: number) =>
      Array.from({ length: 90 / size }, (_, k) => ones.slice(k * size, (k + 1) * size).reduce((a: CandleRow, b) => mergeCandles(a, b)));
    for (const [interval, size] of [
      ['10s', 10],
      ['30s', 30],
    ] as const) {
      const bars = recorder.candles('spot', 'BTC_USDT', interval, { first: T0, last: T0 + 89 });
      const expected = aggregate(size);
      expect(bars.map((b) => [b.t, b.o, b.h, b.l, b.c])).toEqual(expected.map((b) => [b.t, b.o, b.h, b.l, b.c]));
      bars.forEach((bar, i) => expect(Number(bar.v)).toBeCloseTo(Number(expected[i]?.v), 6));
    }
  });

  it('leaves out seconds without a tick (gaps) and answers only what the ring still holds', () => {
    const recorder = new SecondsRecorder(() => true);
    const ticks = walk(T0, [101, 102, 103, 104, 105], 100);
    for (const tick of [ticks[0], ticks[1], ticks[4]]) if (tick) recorder.record(tick);
    const bars = recorder.candles('spot', 'BTC_USDT', '1s', { first: T0, last: T0 + 4 });
    expect(bars.map((b) => b.t)).toEqual([T0, T0 + 1, T0 + 4]);
    // the bar after the gap opens at the last price seen and carries the volume since
    expect(bars[2]).toMatchObject({ o: '102', c: '105', v: '30' });
    const later = walk(T0 + RING_SLOTS + 2, [106], 105)[0];
    if (later) recorder.record(later);
    // T0 and T0 + 1 are no longer among the last RING_SLOTS seconds; T0 + 4 is
    expect(recorder.candles('spot', 'BTC_USDT', '1s', { first: 0, last: T0 + RING_SLOTS + 2 }).map((b) => b.t)).toEqual([T0 + 4, T0 + RING_SLOTS + 2]);
    expect(recorder.newest('spot', 'BTC_USDT', '1s')).toBe(T0 + RING_SLOTS + 2);
  });

  it('ignores a tick older than the last one', () => {
    const recorder = new SecondsRecorder(() => true);
    const [a, b] = walk(T0, [101, 102], 100);
    if (!a || !b) throw new Error('no ticks');
    recorder.record(b);
    recorder.record(a);
    expect(recorder.candles('spot', 'BTC_USDT', '1s', { first: T0, last: T0 + 1 }).map((r) => r.t)).toEqual([T0 + 1]);
  });
});
