import { describe, expect, it } from 'vitest';
import { zoneShift } from './local-time';

const utc = (iso: string) => Date.parse(iso) / 1000;
/** What the chart (reading UTC) would print for the shifted timestamp. */
const shown = (shift: (s: number) => number, iso: string) => new Date(shift(utc(iso)) * 1000).toISOString().slice(0, 16);

describe('zoneShift: the chart shows the zone wall clock', () => {
  it('whole-hour, half-hour and quarter-hour zones, east and west', () => {
    expect(shown(zoneShift('Asia/Tokyo'), '2026-11-26T00:00:00Z')).toBe('2026-11-26T09:00');
    expect(shown(zoneShift('Asia/Kolkata'), '2026-11-26T00:00:00Z')).toBe('2026-11-26T05:30');
    expect(shown(zoneShift('Asia/Kathmandu'), '2026-11-26T00:00:00Z')).toBe('2026-11-26T05:45');
    // west of Greenwich the date goes back a day
    expect(shown(zoneShift('America/New_York'), '2026-11-26T03:00:00Z')).toBe('2026-11-25T22:00');
    expect(shown(zoneShift('UTC'), '2026-11-26T03:00:00Z')).toBe('2026-11-26T03:00');
  });

  it('follows summer time, on both sides of the change', () => {
    const berlin = zoneShift('Europe/Berlin');
    // 2026-03-29 01:00 UTC: clocks go from 02:00 CET to 03:00 CEST
    expect(shown(berlin, '2026-03-29T00:59:00Z')).toBe('2026-03-29T01:59');
    expect(shown(berlin, '2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00');
    // 2026-10-25 01:00 UTC: back from 03:00 CEST to 02:00 CET; outside the two hours around it, exact
    expect(shown(berlin, '2026-10-24T23:59:00Z')).toBe('2026-10-25T01:59');
    expect(shown(berlin, '2026-10-25T02:00:00Z')).toBe('2026-10-25T03:00');
    // the southern hemisphere's summer is the other half of the year
    const sydney = zoneShift('Australia/Sydney');
    expect(shown(sydney, '2026-01-15T00:00:00Z')).toBe('2026-01-15T11:00');
    expect(shown(sydney, '2026-07-15T00:00:00Z')).toBe('2026-07-15T10:00');
  });

  it('where the clock steps back, times still only increase: the repeated hour is drawn at half speed', () => {
    const berlin = zoneShift('Europe/Berlin');
    const start = utc('2026-10-24T22:00:00Z');
    let previous = -Infinity;
    // every second of five hours around the change (second candles are the finest)
    for (let s = 0; s < 5 * 3600; s += 1) {
      const at = berlin(start + s);
      expect(at).toBeGreaterThan(previous);
      previous = at;
    }
    // 00:00 UTC (02:00 CEST) → 02:00, the change (01:00 UTC) → 02:30, 02:00 UTC (03:00 CET) → 03:00
    expect(shown(berlin, '2026-10-25T00:00:00Z')).toBe('2026-10-25T02:00');
    expect(shown(berlin, '2026-10-25T01:00:00Z')).toBe('2026-10-25T02:30');
    expect(shown(berlin, '2026-10-25T01:59:00Z')).toBe('2026-10-25T02:59');
    // Lord Howe Island steps back half an hour
    const lordHowe = zoneShift('Australia/Lord_Howe');
    const april = utc('2026-04-04T14:00:00Z');
    let last = -Infinity;
    for (let s = 0; s < 3 * 3600; s += 60) {
      const at = lordHowe(april + s);
      expect(at).toBeGreaterThan(last);
      last = at;
    }
  });

  it('keeps seconds and fractions, so second candles stay apart', () => {
    const tokyo = zoneShift('Asia/Tokyo');
    expect(tokyo(utc('2026-11-26T00:00:01Z'))).toBe(utc('2026-11-26T09:00:01Z'));
    expect(tokyo(utc('2026-11-26T00:00:00Z') + 0.5)).toBe(utc('2026-11-26T09:00:00Z') + 0.5);
  });

  it('an unknown or absent zone leaves UTC', () => {
    expect(shown(zoneShift('Mars/Olympus_Mons'), '2026-11-26T03:00:00Z')).toBe('2026-11-26T03:00');
    expect(shown(zoneShift(undefined), '2026-11-26T03:00:00Z')).toBe('2026-11-26T03:00');
  });

  it('asks Intl once per quarter hour, not once per bar', () => {
    const calls = { n: 0 };
    const original = Intl.DateTimeFormat.prototype.formatToParts;
    Intl.DateTimeFormat.prototype.formatToParts = function (this: Intl.DateTimeFormat, date?: number | Date) {
      calls.n += 1;
      return original.call(this, date);
    };
    try {
      const shift = zoneShift('Europe/Berlin');
      const start = utc('2026-11-26T00:00:00Z');
      for (let s = 0; s < 3600; s += 1) shift(start + s);
      // the four quarter hours and their neighbours within two hours (a step back of the clock nearby)
      expect(calls.n).toBe(4 + 16);
    } finally {
      Intl.DateTimeFormat.prototype.formatToParts = original;
    }
  });
});
