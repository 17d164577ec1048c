import { describe, expect, it } from 'vitest';
import { nextIndex, tabStop } from './keyboard';

describe('nextIndex', () => {
  it('moves one row with the arrows and stops at the ends', () => {
    expect(nextIndex('ArrowDown', 0, 5)).toBe(1);
    expect(nextIndex('ArrowDown', 4, 5)).toBe(4);
    expect(nextIndex('ArrowUp', 3, 5)).toBe(2);
    expect(nextIndex('ArrowUp', 0, 5)).toBe(0);
  });
  it('jumps with Home, End and the page keys', () => {
    expect(nextIndex('Home', 3, 2700)).toBe(0);
    expect(nextIndex('End', 3, 2700)).toBe(2699);
    expect(nextIndex('PageDown', 3, 2700)).toBe(13);
    expect(nextIndex('PageUp', 3, 2700)).toBe(0);
    expect(nextIndex('PageDown', 2695, 2700)).toBe(2699);
  });
  it('ignores other keys and empty lists', () => {
    expect(nextIndex('ArrowLeft', 1, 5)).toBeUndefined();
    expect(nextIndex('a', 1, 5)).toBeUndefined();
    expect(nextIndex('ArrowDown', 0, 0)).toBeUndefined();
  });
});

describe('tabStop', () => {
  it('keeps the remembered row while it is rendered, else the first rendered one', () => {
    expect(tabStop(5, [3, 4, 5, 6])).toBe(5);
    expect(tabStop(0, [40, 41, 42])).toBe(40);
    expect(tabStop(2, [])).toBe(0);
  });
});
