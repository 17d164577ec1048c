import { describe, expect, it } from 'vitest';
import {
  hiddenWhileFlaggedCss,
  readStoredFlag,
  writeStoredFlag,
  type FlagStorage,
  hiddenWhileListedCss,
  readStoredList,
  storedListsMirrorScript,
  withStoredToken,
  type StoredFlag,
  type StoredList,
} from './stored-list';

const LOCAL: StoredList = { storage: 'localStorage', key: 'dismissed', attribute: 'data-dismissed', token: /^[A-Za-z0-9_-]{1,64}$/, max: 5 };
const SESSION: StoredList = { storage: 'sessionStorage', key: 'closed', attribute: 'data-closed', token: /^[A-Za-z]{1,40}$/, max: 4 };

const FLAG: StoredFlag = { storage: 'sessionStorage', key: 'banner_closed', value: '1', attribute: 'data-banner-closed' };

type Stored = Record<string, string | null | 'throws'>;

/** Runs the inline script over stored values (per key; 'throws': the storage is refused); the attributes it set. */
function mirrored(lists: readonly (StoredList | StoredFlag)[], local: Stored, session: Stored = {}): Record<string, string> {
  const attributes: Record<string, string> = {};
  const storage = (values: Stored) => ({
    getItem: (key: string) => {
      const value = values[key] ?? null;
      if (value === 'throws') throw new Error('SecurityError');
      return value;
    },
  });
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('localStorage', 'sessionStorage', 'document', storedListsMirrorScript(lists))(storage(local), storage(session), document);
  return attributes;
}

describe('a stored list', () => {
  it('reads the tokens it may hold, ignoring anything malformed', () => {
    for (const stored of [null, '', 'not json', '{"a":1}', '"x"', JSON.stringify(['x'.repeat(20_000)])]) expect(readStoredList(LOCAL, stored)).toEqual([]);
    expect(readStoredList(LOCAL, '["maint-1", 5, null, {"x":1}, "<img>", "ok_2", "a b"]')).toEqual(['maint-1', 'ok_2']);
    expect(readStoredList(SESSION, '["mainToEu", "main-to-eu", "cookies"]')).toEqual(['mainToEu', 'cookies']);
  });

  it('adds a token once, newest last, keeping at most max', () => {
    expect(withStoredToken(LOCAL, ['a', 'b'], 'a')).toEqual(['b', 'a']);
    const next = withStoredToken(LOCAL, readStoredList(LOCAL, JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f'])), 'new');
    expect(next).toEqual(['c', 'd', 'e', 'f', 'new']);
    expect(readStoredList(LOCAL, JSON.stringify(next))).toEqual(next);
  });
});

describe('the mirror on <html> before the first paint', () => {
  it('writes exactly the tokens readStoredList reads, space-separated, from each list’s own storage', () => {
    const cases = [
      '["maint-2026-11"]',
      '["maint-1", 5, null, {"x":1}, "<img>", "ok_2", "a b", "x\\\\"]',
      '[]',
      JSON.stringify(Array.from({ length: 9 }, (_, i) => `id${i}`)),
      JSON.stringify(['ok', 'x'.repeat(65), '"] #x{}', 'ok2']),
    ];
    for (const stored of cases) {
      const both = mirrored([LOCAL, SESSION], { dismissed: stored }, { closed: stored });
      expect(both['data-dismissed'], stored).toBe(readStoredList(LOCAL, stored).join(' '));
      expect(both['data-closed'], stored).toBe(readStoredList(SESSION, stored).join(' '));
    }
    // the same key in the other storage is not read
    expect(mirrored([LOCAL, SESSION], { closed: '["mainToEu"]' }, { dismissed: '["a"]' })).toEqual({ 'data-dismissed': '', 'data-closed': '' });
  });

  it('leaves an attribute unset for nothing stored, malformed JSON, a non-list, an oversize value or a refused storage, and goes on to the next list', () => {
    for (const stored of [null, '', 'not json', '{"a":1}', '"maint"', JSON.stringify(['x'.repeat(20_000)])]) {
      const value = mirrored([LOCAL], { dismissed: stored })['data-dismissed'];
      expect(value === undefined || value === '', String(stored)).toBe(true);
    }
    expect(mirrored([LOCAL, SESSION], { dismissed: 'throws' }, { closed: '["cookies"]' })).toEqual({ 'data-closed': 'cookies' });
  });

  it('hides an element by CSS only for a token the list can hold and a plain id: nothing else reaches the selector', () => {
    expect(hiddenWhileListedCss(LOCAL, 'announcement', 'maint-2026-11')).toBe('html[data-dismissed~="maint-2026-11"] #announcement{display:none}');
    for (const token of ['', 'a"]{}*{display:none', 'a b', '</style><script>', 'x'.repeat(65)])
      expect(hiddenWhileListedCss(LOCAL, 'announcement', token)).toBe('');
    expect(hiddenWhileListedCss(SESSION, 'compliance-bar', 'maint-1')).toBe('');
    expect(hiddenWhileListedCss(LOCAL, 'a{}', 'ok')).toBe('');
    // a list whose pattern would let more through still keeps the selector safe
    const loose: StoredList = { ...LOCAL, token: /^.+$/ };
    expect(hiddenWhileListedCss(loose, 'x', '"]{}')).toBe('');
    expect(readStoredList(loose, '["ok", "\\"]{}"]')).toEqual(['ok']);
  });

  it('sets a flag’s bare attribute exactly when the flag holds its value, beside the lists', () => {
    expect(mirrored([LOCAL, FLAG], {}, { banner_closed: '1' })).toEqual({ 'data-dismissed': '', 'data-banner-closed': '' });
    for (const stored of [null, '', '0', 'true', ' 1', '["1"]']) expect(mirrored([FLAG], {}, { banner_closed: stored }), String(stored)).toEqual({});
    expect(mirrored([FLAG, SESSION], {}, { banner_closed: 'throws' })).toEqual({ 'data-closed': '' });
    expect(mirrored([FLAG], { banner_closed: '1' })).toEqual({});
    expect(hiddenWhileFlaggedCss(FLAG, 'app-download-banner')).toBe('html[data-banner-closed] #app-download-banner{display:none}');
    expect(hiddenWhileFlaggedCss(FLAG, 'a b{}')).toBe('');
  });
});

describe('a stored flag', () => {
  function memoryStorage(): FlagStorage & { values: Map<string, string> } {
    const values = new Map<string, string>();
    return { values, getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) };
  }
  const throwing: FlagStorage = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('quota');
    },
  };

  it('is unset at first, set after writing, under its key', () => {
    const storage = memoryStorage();
    expect(readStoredFlag(FLAG, storage)).toBe(false);
    expect(writeStoredFlag(FLAG, storage)).toBe(true);
    expect(storage.values.get('banner_closed')).toBe('1');
    expect(readStoredFlag(FLAG, storage)).toBe(true);
  });

  it('counts only its own value, as the mirror script does', () => {
    const storage = memoryStorage();
    storage.values.set('banner_closed', 'true');
    expect(readStoredFlag(FLAG, storage)).toBe(false);
  });

  it('survives a storage that throws or is absent', () => {
    expect(readStoredFlag(FLAG, throwing)).toBe(false);
    expect(writeStoredFlag(FLAG, throwing)).toBe(false);
    expect(readStoredFlag(FLAG, undefined)).toBe(false);
    expect(writeStoredFlag(FLAG, undefined)).toBe(false);
  });
});
