import { describe, expect, it } from 'vitest';
import { BAR_KINDS } from '@/lib/compliance/compliance-state';
import { hiddenWhileListedCss, readStoredList, withStoredToken } from '@/lib/preferences/stored-list';
import { BAR_ID, CLOSED_BARS_LIST } from './bar-storage';

describe('the closed bars (their storage and mirror: lib/preferences/stored-list.test.ts)', () => {
  it('can hold every bar kind, all at once, for the browser session', () => {
    let closed: string[] = [];
    for (const kind of BAR_KINDS) closed = withStoredToken(CLOSED_BARS_LIST, closed, kind);
    expect(readStoredList(CLOSED_BARS_LIST, JSON.stringify(closed))).toEqual([...BAR_KINDS]);
    for (const kind of BAR_KINDS)
      expect(hiddenWhileListedCss(CLOSED_BARS_LIST, BAR_ID, kind)).toBe(`html[data-closed-bars~="${kind}"] #compliance-bar{display:none}`);
    expect(CLOSED_BARS_LIST.storage).toBe('sessionStorage');
  });

  it('ignores what is not a kind’s name', () => {
    expect(readStoredList(CLOSED_BARS_LIST, '["mainToEu", 1, "main-to-eu", "<b>", "x y"]')).toEqual(['mainToEu']);
    expect(readStoredList(CLOSED_BARS_LIST, '{')).toEqual([]);
  });
});
