import { describe, expect, it } from 'vitest';
import { asCachedSet, cacheVerdict, CACHE_MAX_AGE_S, isEmptyData, refreshIntervalOf } from './cache-rules';
import { DATA_SET_KEYS } from './data-set-keys';

const NOW = 1_800_000_000_000;
const entry = (ageS: number, data: unknown = [1], language = 'en') => ({ savedAt: NOW - ageS * 1000, language, data });

describe('cacheVerdict', () => {
  it('uses a set younger than 240 s without a request', () => {
    expect(cacheVerdict(entry(0), NOW, 'en')).toBe('fresh');
    expect(cacheVerdict(entry(CACHE_MAX_AGE_S - 0.001), NOW, 'en')).toBe('fresh');
  });
  it('shows an older set and refreshes it (240 s exactly is old)', () => {
    expect(cacheVerdict(entry(CACHE_MAX_AGE_S), NOW, 'en')).toBe('stale');
    expect(cacheVerdict(entry(86_400), NOW, 'en')).toBe('stale');
  });
  it('does not use an empty set, a missing one, or one of another language', () => {
    expect(cacheVerdict(undefined, NOW, 'en')).toBe('unusable');
    expect(cacheVerdict(entry(1, []), NOW, 'en')).toBe('unusable');
    expect(cacheVerdict(entry(1, {}), NOW, 'en')).toBe('unusable');
    expect(cacheVerdict(entry(1, null), NOW, 'en')).toBe('unusable');
    expect(cacheVerdict(entry(1, [1], 'cn'), NOW, 'en')).toBe('unusable');
  });
  it('treats a set saved "in the future" (clock moved back) as stale, not fresh', () => {
    expect(cacheVerdict(entry(-60), NOW, 'en')).toBe('stale');
  });
});

describe('isEmptyData', () => {
  it.each([
    [[], true],
    [{}, true],
    [undefined, true],
    [[0], false],
    [{ list: [] }, false],
    ['x', false],
  ])('%j → %s', (data, empty) => expect(isEmptyData(data)).toBe(empty));
});

describe('asCachedSet', () => {
  it('accepts what the cache writes and refuses anything else', () => {
    expect(asCachedSet({ savedAt: 1, language: 'en', data: [1] })).toEqual({ savedAt: 1, language: 'en', data: [1] });
    expect(asCachedSet({ savedAt: '1', language: 'en', data: [] })).toBeUndefined();
    expect(asCachedSet({ savedAt: Number.NaN, language: 'en', data: [] })).toBeUndefined();
    expect(asCachedSet({ savedAt: 1, data: [] })).toBeUndefined();
    expect(asCachedSet('x')).toBeUndefined();
    expect(asCachedSet(null)).toBeUndefined();
  });
});

describe('refreshIntervalOf (doc 1 §9: futures refresh 600000 ms)', () => {
  it('asks for the futures contracts again every 10 minutes, for no other set', () => {
    expect(refreshIntervalOf('futures')).toBe(600_000);
    for (const name of Object.keys(DATA_SET_KEYS).filter((n) => n !== 'futures')) expect(refreshIntervalOf(name), name).toBe(false);
  });
});
