import { describe, expect, it } from 'vitest';
import {
  DISMISSED_ATTRIBUTE,
  DISMISSED_KEY,
  DISMISSED_MAX,
  dismissedMirrorScript,
  hiddenWhenDismissedCss,
  marqueeSeconds,
  pageKey,
  readDismissed,
  withDismissed,
} from './announcement-rules';

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

describe('the mirror on <html> before the first paint', () => {
  /** Runs the inline script over a stored value; resolves to the attribute it set (null: none). */
  function mirrored(stored: string | null, storage: 'ok' | 'throws' = 'ok'): string | null {
    const attributes = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => {
        if (storage === 'throws') throw new Error('SecurityError');
        return key === DISMISSED_KEY ? stored : null;
      },
    };
    const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    new Function('localStorage', 'document', dismissedMirrorScript())(localStorage, document);
    return attributes.get(DISMISSED_ATTRIBUTE) ?? null;
  }

  it('writes exactly the ids readDismissed reads, space-separated', () => {
    const many = JSON.stringify(Array.from({ length: 60 }, (_, i) => `id${i}`));
    const cases = [
      '["maint-2026-11"]',
      '["maint-1", 5, null, {"x":1}, "<img>", "ok_2", "a b", "x\\\\"]',
      '[]',
      many,
      JSON.stringify(['ok', 'x'.repeat(65), '"] #x{}', 'ok2']),
    ];
    for (const stored of cases) expect(mirrored(stored) ?? '', stored).toBe(readDismissed(stored).join(' '));
    expect(mirrored(cases[1] ?? '')).toBe('maint-1 ok_2');
    expect(mirrored(many)?.split(' ')).toHaveLength(DISMISSED_MAX);
  });

  it('leaves the attribute unset for nothing stored, malformed JSON, a non-list, an oversize value or a refused storage', () => {
    for (const stored of [null, '', 'not json', '{"a":1}', '"maint"', JSON.stringify(['x'.repeat(20_000)])]) {
      const value = mirrored(stored);
      expect(value === null || value === '', String(stored)).toBe(true);
      expect(readDismissed(stored)).toEqual([]);
    }
    expect(mirrored('["a"]', 'throws')).toBeNull();
  });

  it('hides the bar by CSS only for an id that can be stored; nothing else reaches the selector', () => {
    expect(hiddenWhenDismissedCss('announcement', 'maint-2026-11')).toBe(`html[${DISMISSED_ATTRIBUTE}~="maint-2026-11"] #announcement{display:none}`);
    for (const id of ['', 'a"]{}*{display:none', 'a b', '</style><script>', 'x'.repeat(65)]) expect(hiddenWhenDismissedCss('announcement', id)).toBe('');
    expect(hiddenWhenDismissedCss('a{}', 'ok')).toBe('');
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
