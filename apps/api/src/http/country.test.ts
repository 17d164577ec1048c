import { describe, expect, it } from 'vitest';
import { countrySourcesFromEnv, parseCountry } from './country';

describe('countrySourcesFromEnv', () => {
  it('believes nothing by default', () => {
    expect(countrySourcesFromEnv({})).toEqual({ header: undefined, devCookie: false });
    expect(countrySourcesFromEnv({ COUNTRY_HEADER: '  ', DEV_COUNTRY_COOKIE: '0' })).toEqual({ header: undefined, devCookie: false });
  });

  it('takes the header name (lower-cased) and the dev cookie switch', () => {
    expect(countrySourcesFromEnv({ COUNTRY_HEADER: 'CF-IPCountry', DEV_COUNTRY_COOKIE: '1' })).toEqual({ header: 'cf-ipcountry', devCookie: true });
    expect(countrySourcesFromEnv({ DEV_COUNTRY_COOKIE: 'true', NODE_ENV: 'development' })).toEqual({ header: undefined, devCookie: true });
  });

  it('ignores the dev cookie under NODE_ENV=production, saying so', () => {
    const warnings: string[] = [];
    expect(countrySourcesFromEnv({ DEV_COUNTRY_COOKIE: '1', NODE_ENV: 'production', COUNTRY_HEADER: 'cf-ipcountry' }, (m) => warnings.push(m))).toEqual({
      header: 'cf-ipcountry',
      devCookie: false,
    });
    expect(warnings).toHaveLength(1);
  });

  it('refuses a malformed header name', () => {
    expect(() => countrySourcesFromEnv({ COUNTRY_HEADER: 'cf ipcountry' })).toThrow(/COUNTRY_HEADER/);
    expect(() => countrySourcesFromEnv({ COUNTRY_HEADER: 'x:y' })).toThrow(/COUNTRY_HEADER/);
  });
});

describe('parseCountry', () => {
  it.each([
    ['US', 'US'],
    [' de ', 'DE'],
    ['uk', 'GB'],
    ['XX', null],
    ['T1', null],
    ['USA', null],
    ['1A', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(parseCountry(value)).toBe(expected);
  });
});
