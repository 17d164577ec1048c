import { describe, expect, it } from 'vitest';
import { DISMISSED_MAX, marqueeSeconds, pageKey, readDismissed, withDismissed } from './announcement-rules';

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

describe('dismissed list', () => {
  it('reads ids and ignores anything malformed', () => {
    expect(readDismissed(null)).toEqual([]);
    expect(readDismissed('not json')).toEqual([]);
    expect(readDismissed('{"a":1}')).toEqual([]);
    expect(readDismissed('"maint"')).toEqual([]);
    expect(readDismissed('["maint-1", 5, null, {"x":1}, "<img>", "ok_2"]')).toEqual(['maint-1', 'ok_2']);
    expect(readDismissed(JSON.stringify(['x'.repeat(20_000)]))).toEqual([]);
  });

  it('adds once, newest last, keeping the last 50', () => {
    expect(withDismissed(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const many = Array.from({ length: 60 }, (_, i) => `id${i}`);
    const next = withDismissed(readDismissed(JSON.stringify(many)), 'new');
    expect(next).toHaveLength(DISMISSED_MAX);
    expect(next.at(-1)).toBe('new');
    expect(next[0]).toBe('id11');
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
