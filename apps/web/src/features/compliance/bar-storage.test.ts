import { describe, expect, it } from 'vitest';
import { hideClosedBarScript, readClosedBars, withClosedBar } from './bar-storage';

describe('bar storage', () => {
  it('reads what it writes; malformed is empty', () => {
    expect(readClosedBars(JSON.stringify(withClosedBar([], 'mainToEu')))).toEqual(['mainToEu']);
    expect(withClosedBar(['mainToEu'], 'mainToEu')).toEqual(['mainToEu']);
    expect(readClosedBars('{')).toEqual([]);
    expect(readClosedBars('{"a":1}')).toEqual([]);
    expect(readClosedBars('["a",1]')).toEqual(['a']);
    expect(readClosedBars(null)).toEqual([]);
  });
  it('the inline script names only JSON-quoted constants', () => {
    expect(hideClosedBarScript('cookies')).toContain('indexOf("cookies")');
  });
});
