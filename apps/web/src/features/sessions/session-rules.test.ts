import { describe, expect, it } from 'vitest';
import { browserLabel, pageCount, pageFromQuery, placeName, resultKey, withoutSessions } from './session-rules';

describe('the sessions pages’ wording', () => {
  it('names a browser by what the User-Agent said', () => {
    expect(browserLabel({ browser: 'Chrome', os: 'Windows' })).toEqual({ key: 'browserOn', values: { browser: 'Chrome', os: 'Windows' } });
    expect(browserLabel({ browser: 'Firefox', os: '' })).toEqual({ key: 'browserOnly', values: { browser: 'Firefox' } });
    expect(browserLabel({ browser: '', os: 'Linux' })).toEqual({ key: 'someBrowserOn', values: { os: 'Linux' } });
    expect(browserLabel({ browser: '', os: '' })).toEqual({ key: 'unknownBrowser', values: {} });
  });

  it('names a country in the page’s language, and nothing for an unknown place', () => {
    expect(placeName('DE', 'en')).toBe('Germany');
    expect(placeName('DE', 'de')).toBe('Deutschland');
    expect(placeName('JP', 'zh-tw')).toBe('日本');
    expect(placeName('', 'en')).toBeNull();
    expect(placeName('xx', 'en')).toBeNull();
  });

  it('names a login’s result, pages and the page asked for', () => {
    expect(resultKey({ success: true, reason: '' })).toBe('success');
    expect(resultKey({ success: false, reason: 'rate_limited' })).toBe('failure.rate_limited');
    expect(resultKey({ success: false, reason: '' })).toBe('failure.unknown');
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
    expect([pageFromQuery(undefined), pageFromQuery('3'), pageFromQuery('0'), pageFromQuery('x'), pageFromQuery(['2', '5']), pageFromQuery('99999')]).toEqual([
      1, 3, 1, 1, 2, 1,
    ]);
  });

  it('drops the sessions that ended', () => {
    expect(withoutSessions([{ id: '1' }, { id: '2' }, { id: '3' }], new Set(['2']))).toEqual([{ id: '1' }, { id: '3' }]);
  });
});
