import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS as CONTRACT_INTERVALS } from '@exchange/contract/market';
import {
  CANDLE_INTERVALS,
  RecentMinutes,
  bucketRange,
  bucketStart,
  mergeCandles,
  mergeMinutes,
  shiftBucket,
  type CandleInterval,
  type CandleRow,
} from './candles';
import type { Tick } from '../domain/prices';
import { tickAt } from './tick-fixture';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('bucketStart', () => {
  it('knows every interval of the contract', () => {
    expect(Object.keys(CANDLE_INTERVALS).sort()).toEqual([...CONTRACT_INTERVALS].sort());
  });

  it.each<[CandleInterval, string, string]>([
    ['1s', '2026-11-22T10:00:07.000Z', '2026-11-22T10:00:07Z'],
    ['10s', '2026-11-22T10:00:19.000Z', '2026-11-22T10:00:10Z'],
    ['30s', '2026-11-22T10:00:30.000Z', '2026-11-22T10:00:30Z'],
    ['30s', '2026-11-22T10:00:29.000Z', '2026-11-22T10:00:00Z'],
    ['1m', '2026-11-22T10:00:59.000Z', '2026-11-22T10:00:00Z'],
    ['3m', '2026-11-22T10:05:59.000Z', '2026-11-22T10:03:00Z'],
    ['5m', '2026-11-22T10:05:00.000Z', '2026-11-22T10:05:00Z'],
    ['15m', '2026-11-22T10:44:59.000Z', '2026-11-22T10:30:00Z'],
    ['30m', '2026-11-22T10:30:00.000Z', '2026-11-22T10:30:00Z'],
    ['1h', '2026-11-22T10:59:59.000Z', '2026-11-22T10:00:00Z'],
    ['2h', '2026-11-22T11:59:59.000Z', '2026-11-22T10:00:00Z'],
    ['2h', '2026-11-22T12:00:00.000Z', '2026-11-22T12:00:00Z'],
    ['4h', '2026-11-22T11:59:59.000Z', '2026-11-22T08:00:00Z'],
    ['6h', '2026-11-22T17:59:59.000Z', '2026-11-22T12:00:00Z'],
    ['8h', '2026-11-22T15:59:59.000Z', '2026-11-22T08:00:00Z'],
    ['12h', '2026-11-22T12:00:00.000Z', '2026-11-22T12:00:00Z'],
    ['1d', '2026-11-22T23:59:59.000Z', '2026-11-22T00:00:00Z'],
    ['1d', '2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00Z'],
    // multi-day periods count whole periods since 1970-01-01
    ['2d', '2026-11-22T12:00:00.000Z', '2026-11-21T00:00:00Z'],
    ['3d', '2026-11-22T12:00:00.000Z', '2026-11-21T00:00:00Z'],
    ['3d', '2026-11-20T23:59:59.000Z', '2026-11-18T00:00:00Z'],
    ['5d', '2026-11-22T12:00:00.000Z', '2026-11-18T00:00:00Z'],
    // weeks start on Monday 00:00 UTC: Sunday's last second is in the week before
    ['7d', '2026-11-22T23:59:59.000Z', '2026-11-16T00:00:00Z'],
    ['7d', '2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00Z'],
    ['7d', '2026-11-29T23:59:59.000Z', '2026-11-23T00:00:00Z'],
    ['7d', '1970-01-05T00:00:00.000Z', '1970-01-05T00:00:00Z'],
    ['7d', '2027-01-01T00:00:00.000Z', '2026-12-28T00:00:00Z'],
    // months in UTC, from the 1st
    ['30d', '2027-01-31T23:59:59.000Z', '2027-01-01T00:00:00Z'],
    ['30d', '2027-02-01T00:00:00.000Z', '2027-02-01T00:00:00Z'],
    ['30d', '2028-02-29T12:00:00.000Z', '2028-02-01T00:00:00Z'],
    ['30d', '2028-03-01T00:00:00.000Z', '2028-03-01T00:00:00Z'],
    ['30d', '2026-12-31T23:59:59.000Z', '2026-12-01T00:00:00Z'],
    ['30d', '2027-01-01T00:00:00.000Z', '2027-01-01T00:00:00Z'],
  ])('%s: %s is in the period starting %s', (interval, time, start) => {
    expect(bucketStart(at(time), interval)).toBe(at(start));
  });

  it('the first and the last second of a period map to its start, the next second to the next period', () => {
    for (const interval of Object.keys(CANDLE_INTERVALS) as CandleInterval[]) {
      const start = bucketStart(at('2026-11-22T13:37:11Z'), interval);
      const next = shiftBucket(start, interval, 1);
      expect(bucketStart(start, interval)).toBe(start);
      expect(bucketStart(next - 1, interval)).toBe(start);
      expect(bucketStart(next, interval)).toBe(next);
    }
  });

  it('shifts months by calendar (leap years included) and fixed sizes by their length', () => {
    expect(shiftBucket(at('2028-01-01T00:00:00Z'), '30d', 1)).toBe(at('2028-02-01T00:00:00Z'));
    expect(shiftBucket(at('2028-02-01T00:00:00Z'), '30d', 1) - at('2028-02-01T00:00:00Z')).toBe(29 * 86400);
    expect(shiftBucket(at('2027-02-01T00:00:00Z'), '30d', 1) - at('2027-02-01T00:00:00Z')).toBe(28 * 86400);
    expect(shiftBucket(at('2027-01-01T00:00:00Z'), '30d', -13)).toBe(at('2025-12-01T00:00:00Z'));
    expect(shiftBucket(at('2026-11-23T00:00:00Z'), '7d', -1)).toBe(at('2026-11-16T00:00:00Z'));
  });
});

describe('bucketRange', () => {
  const to = at('2026-11-22T10:30:00Z');

  it('is the newest `limit` periods up to the one containing `to`', () => {
    expect(bucketRange('1h', to, 3)).toEqual({ first: at('2026-11-22T08:00:00Z'), last: at('2026-11-22T10:00:00Z') });
    expect(bucketRange('30d', to, 12)).toEqual({ first: at('2025-12-01T00:00:00Z'), last: at('2026-11-01T00:00:00Z') });
  });

  it('starts no period before `from` (a period containing `from` that starts before it is out)', () => {
    expect(bucketRange('1h', to, 100, at('2026-11-22T09:00:00Z')).first).toBe(at('2026-11-22T09:00:00Z'));
    expect(bucketRange('1h', to, 100, at('2026-11-22T09:00:01Z')).first).toBe(at('2026-11-22T10:00:00Z'));
    const none = bucketRange('1h', to, 100, at('2026-11-22T10:30:00Z'));
    expect(none.first).toBeGreaterThan(none.last);
  });
});

describe('merging candles', () => {
  it('merges two parts of a period: first open, last close, extremes, summed volumes', () => {
    const a: CandleRow = { t: 60, o: '10', h: '12', l: '9.5', c: '11', v: '1.1', a: '0.1' };
    const b: CandleRow = { t: 120, o: '11', h: '11.5', l: '8', c: '8.5', v: '2.2', a: '0.25' };
    expect(mergeCandles(a, b)).toEqual({ t: 60, o: '10', h: '12', l: '8', c: '8.5', v: '3.3', a: '0.35' });
  });
});

const minute = (t: number, o: string, c: string, v = '1'): CandleRow => ({
  t,
  o,
  h: Number(o) > Number(c) ? o : c,
  l: Number(o) > Number(c) ? c : o,
  c,
  v,
  a: v,
});

describe('mergeMinutes', () => {
  const h = at('2026-11-22T10:00:00Z');
  it('adds recent minutes to their stored period, or as new periods, inside the range only', () => {
    const stored: CandleRow[] = [{ t: h - 3600, o: '1', h: '5', l: '1', c: '4', v: '10', a: '10' }];
    const rows = mergeMinutes(stored, [minute(h - 60, '4', '6'), minute(h, '6', '5'), minute(h + 60, '5', '7', '2')], '1h', { first: h - 3600, last: h });
    expect(rows).toEqual([
      { t: h - 3600, o: '1', h: '6', l: '1', c: '6', v: '11', a: '11' },
      { t: h, o: '6', h: '7', l: '5', c: '7', v: '3', a: '3' },
    ]);
    expect(mergeMinutes(stored, [minute(h, '6', '5')], '1h', { first: h - 3600, last: h - 3600 })).toEqual(stored);
  });
});

describe('RecentMinutes', () => {
  const tick = (t: number, o: string, last: string, quote = '5'): Tick =>
    tickAt(t * 1000 + 500, last, { t: Math.floor(t / 60) * 60, o, h: '70000.0', l: '60000.0', base: quote === '0' ? '0' : '0.001', quote });

  it('keeps the newest `depth` minutes, the latest figures of each, trimmed, and skips minutes without trades', () => {
    const recent = new RecentMinutes(2);
    recent.record('k', tick(600, '65000.0', '65000.5'));
    recent.record('k', tick(610, '65000.0', '65100.0'));
    expect(recent.get('k')).toEqual([{ t: 600, o: '65000', h: '70000', l: '60000', c: '65100', v: '5', a: '0.001' }]);
    recent.record('k', tick(660, '65100.0', '65200.0'));
    recent.record('k', tick(720, '65200.0', '65300.0'));
    recent.record('k', tick(650, '65000.0', '1.0'));
    recent.record('k', tick(790, '65300.0', '65300.0', '0'));
    expect(recent.get('k').map((m) => m.t)).toEqual([660, 720]);
    expect(recent.get('other')).toEqual([]);
  });
});
