import { describe, expect, it } from 'vitest';
import { readStoredList, withStoredToken } from '@/lib/preferences/stored-list';
import { DISMISSED_LIST, marqueeSeconds, pageKey } from './announcement-rules';

describe('pageKey', () => {
  it.each([
    ['/', 'index'],
    ['', 'index'],
    ['/price', 'price'],
    ['/price/bitcoin', 'price'],
    ['/trade/BTC_USDT', 'trade'],
    ['/%3Cscript%3E', 'index'],
    ['/?x=1', 'index'],
  ])('%s → %s', (path, key) => expect(pageKey(path)).toBe(key));
});

describe('the dismissed list (its storage and mirror: lib/preferences/stored-list.test.ts)', () => {
  it('holds content ids of up to 64 letters, digits, _ and -, and the newest 50', () => {
    expect(readStoredList(DISMISSED_LIST, '["maint-2026-11", "ok_2", "a b", "<img>", 5]')).toEqual(['maint-2026-11', 'ok_2']);
    expect(readStoredList(DISMISSED_LIST, JSON.stringify(['x'.repeat(64), 'y'.repeat(65)]))).toEqual(['x'.repeat(64)]);
    const many = Array.from({ length: 60 }, (_, i) => `id${i}`);
    const next = withStoredToken(DISMISSED_LIST, readStoredList(DISMISSED_LIST, JSON.stringify(many)), 'new');
    expect(next).toHaveLength(50);
    expect(next.at(-1)).toBe('new');
    expect(next[0]).toBe('id11');
    expect(DISMISSED_LIST).toMatchObject({ storage: 'localStorage', key: 'announcement_dismissed' });
  });
});

describe('marqueeSeconds', () => {
  it('moves 200 px every 3 s, proportional to the overflow, with a floor', () => {
    expect(marqueeSeconds(0)).toBe(0);
    expect(marqueeSeconds(-5)).toBe(0);
    expect(marqueeSeconds(Number.NaN)).toBe(0);
    expect(marqueeSeconds(20)).toBe(3);
    expect(marqueeSeconds(400)).toBe(6);
    expect(marqueeSeconds(1000)).toBe(15);
  });
});
