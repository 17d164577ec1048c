import { describe, expect, it } from 'vitest';
import { applyWrites, cookieOf, defaultRiseColor, PREFERENCE_COOKIE_FLAGS, PREFERENCES, readPreferences } from './cookies';

const from = (jar: Record<string, string>) => (name: string) => jar[name];

describe('the preference table', () => {
  it("keeps the spec's cookie names, one year each, readable, whole site, Secure on https", () => {
    expect(Object.fromEntries(Object.entries(PREFERENCES).map(([key, def]) => [key, def.cookie]))).toEqual({
      theme: 'theme',
      riseColor: 'market_rise_color',
      changeBasis: 'change_basis',
      rateMode: 'curr_rate_open',
      maxSlippage: 'spot_max_slippage',
      hideSmallBelow: 'funds_hide_small_usd',
      fiat: 'curr_fiat',
      buyCryptoFiat: 'buy_crypto_fiat',
    });
    for (const def of Object.values(PREFERENCES)) expect(def.days).toBe(365);
    expect(PREFERENCE_COOKIE_FLAGS).toEqual({ path: '/', sameSite: 'lax', httpOnly: false, secureOnHttps: true });
  });

  it('writes theme as light 0 and dark 2, rate mode as 1 and 0, and removes an unset fiat', () => {
    expect(cookieOf({ key: 'theme', value: 'dark' })).toEqual({ name: 'theme', value: '2', days: 365 });
    expect(cookieOf({ key: 'theme', value: 'light' })).toEqual({ name: 'theme', value: '0', days: 365 });
    expect(cookieOf({ key: 'rateMode', value: 'open' })).toEqual({ name: 'curr_rate_open', value: '1', days: 365 });
    expect(cookieOf({ key: 'rateMode', value: 'closed' })).toEqual({ name: 'curr_rate_open', value: '0', days: 365 });
    expect(cookieOf({ key: 'fiat', value: undefined })).toEqual({ name: 'curr_fiat', value: undefined, days: 365 });
  });

  it('reads the funds page’s small-balance threshold only among its choices (anything else shows every balance)', () => {
    expect(readPreferences(from({ funds_hide_small_usd: '10' }), 'en').hideSmallBelow).toBe('10');
    for (const raw of ['0.5', '1e3', '-1', '<b>']) expect(readPreferences(from({ funds_hide_small_usd: raw }), 'en').hideSmallBelow, raw).toBeUndefined();
  });

  it('reads what it writes, for every preference and value', () => {
    const samples = {
      theme: ['light', 'dark'],
      riseColor: ['green', 'red'],
      changeBasis: ['24h', 'utc0', 'utc8'],
      rateMode: ['open', 'closed'],
      maxSlippage: ['0.1', '1', '10'],
      hideSmallBelow: ['1', '10', '100'],
      fiat: ['EUR'],
      buyCryptoFiat: ['TRY'],
    };
    for (const [key, values] of Object.entries(samples)) {
      const def = PREFERENCES[key as keyof typeof PREFERENCES] as { encode: (v: string) => string; decode: (r: string | undefined) => string | undefined };
      for (const value of values) expect(def.decode(def.encode(value)), `${key}=${value}`).toBe(value);
    }
  });
});

describe('reading preferences', () => {
  it('defaults: light theme, no fiat, 24h, rate mode closed, green rise (red for zh only)', () => {
    expect(readPreferences(from({}), 'en')).toEqual({
      theme: 'light',
      fiat: undefined,
      buyCryptoFiat: undefined,
      riseColor: 'green',
      changeBasis: '24h',
      rateMode: false,
      maxSlippage: '1',
      hideSmallBelow: undefined,
    });
    expect(readPreferences(from({}), 'zh').riseColor).toBe('red');
    expect(defaultRiseColor('zh-tw')).toBe('green');
  });

  it('reads the cookies and ignores malformed values', () => {
    const prefs = readPreferences(
      from({
        theme: '2',
        curr_fiat: 'EUR',
        buy_crypto_fiat: 'TRY',
        market_rise_color: 'red',
        change_basis: 'utc8',
        curr_rate_open: '1',
        spot_max_slippage: '5',
      }),
      'en',
    );
    expect(prefs).toEqual({ theme: 'dark', fiat: 'EUR', buyCryptoFiat: 'TRY', riseColor: 'red', changeBasis: 'utc8', rateMode: true, maxSlippage: '5' });
    const bad = readPreferences(
      from({ theme: 'x', curr_fiat: '<script>', market_rise_color: 'blue', change_basis: 'utc9', curr_rate_open: 'yes', spot_max_slippage: '0.3' }),
      'zh',
    );
    expect(bad).toEqual({ theme: 'light', fiat: undefined, buyCryptoFiat: undefined, riseColor: 'red', changeBasis: '24h', rateMode: false, maxSlippage: '1' });
  });

  it('applies writes the way the server will read them next time', () => {
    const start = readPreferences(from({}), 'en');
    const next = applyWrites(
      start,
      [
        { key: 'fiat', value: 'EUR' },
        { key: 'rateMode', value: 'open' },
        { key: 'riseColor', value: 'red' },
        { key: 'theme', value: 'dark' },
      ],
      'en',
    );
    const jar: Record<string, string> = {};
    for (const write of [
      { key: 'fiat', value: 'EUR' },
      { key: 'rateMode', value: 'open' },
      { key: 'riseColor', value: 'red' },
      { key: 'theme', value: 'dark' },
    ] as const) {
      const cookie = cookieOf(write);
      if (cookie.value !== undefined) jar[cookie.name] = cookie.value;
    }
    expect(next).toEqual(readPreferences(from(jar), 'en'));
    expect(applyWrites(next, [{ key: 'fiat', value: undefined }], 'en').fiat).toBeUndefined();
  });
});
