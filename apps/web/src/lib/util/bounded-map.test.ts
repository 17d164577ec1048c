import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map';

describe('setBounded', () => {
  it('keeps at most max entries, dropping the oldest first', () => {
    const map = new Map<string, number>();
    for (let i = 0; i < 5; i += 1) setBounded(map, `k${i}`, i, 3);
    expect([...map.keys()]).toEqual(['k2', 'k3', 'k4']);
  });

  it('replaces an existing key without dropping another', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    setBounded(map, 'a', 9, 2);
    expect([...map.entries()]).toEqual([
      ['a', 9],
      ['b', 2],
    ]);
  });
});
