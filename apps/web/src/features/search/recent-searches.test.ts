import { describe, expect, it } from 'vitest';
import { addRecent, parseRecent, readRecent, RECENT_CAP, RECENT_KEY, RECENT_MAX_LENGTH, writeRecent } from './recent-searches';

describe('addRecent', () => {
  it('puts the newest first and moves a repeat (case-blind) to the front', () => {
    expect(addRecent(['eth', 'btc'], 'BTC')).toEqual(['BTC', 'eth']);
  });
  it('trims, collapses spaces, cuts long queries and ignores blanks', () => {
    expect(addRecent([], '  btc   usdt ')).toEqual(['btc usdt']);
    expect(addRecent(['a'], '   ')).toEqual(['a']);
    expect(addRecent([], 'x'.repeat(100))[0]).toHaveLength(RECENT_MAX_LENGTH);
  });
  it('keeps at most the cap', () => {
    let list: string[] = [];
    for (let i = 0; i < 20; i++) list = addRecent(list, `q${i}`);
    expect(list).toHaveLength(RECENT_CAP);
    expect(list[0]).toBe('q19');
    expect(addRecent(['a', 'b', 'c'], 'd', 2)).toEqual(['d', 'a']);
  });
});

describe('parseRecent', () => {
  it.each([null, '', 'not json', '{"a":1}', '42'])('%j → none', (raw) => expect(parseRecent(raw)).toEqual([]));
  it('keeps strings in order, drops the rest, blanks and repeats, and caps', () => {
    expect(parseRecent(JSON.stringify(['btc', 3, null, ' ', 'eth', 'BTC']))).toEqual(['btc', 'eth']);
    expect(parseRecent(JSON.stringify(Array.from({ length: 30 }, (_, i) => `q${i}`)))).toHaveLength(RECENT_CAP);
  });
});

describe('storage', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      data,
    };
  };
  it('writes and reads back; an empty list removes the key', () => {
    const s = memory();
    writeRecent(s, ['btc', 'eth']);
    expect(s.data.get(RECENT_KEY)).toBe('["btc","eth"]');
    expect(readRecent(s)).toEqual(['btc', 'eth']);
    writeRecent(s, []);
    expect(s.data.has(RECENT_KEY)).toBe(false);
  });
  it('a missing or refusing storage reads none and writes nothing, without throwing', () => {
    expect(readRecent(undefined)).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readRecent(refusing)).toEqual([]);
    expect(() => writeRecent(refusing, ['x'])).not.toThrow();
  });
});
