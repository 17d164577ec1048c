import { describe, expect, it } from 'vitest';
import { cookieOf, type PreferenceWrite } from '@exchange/contract/cookies';
import {
  chooseChangeBasis,
  chooseFiat,
  choosePayWith,
  chooseRiseColor,
  chooseTheme,
  riseColorOnLocaleChoice as onLocale,
  switchCurrentRate as onSwitch,
} from './preference-rules';

/** The rules' writes as the cookies the browser gets (names, values and lifetimes from the table). */
const cookies = (writes: readonly PreferenceWrite[]) => writes.map(cookieOf);
const riseColorOnLocaleChoice = (current: string | undefined, locale: string) => cookies(onLocale(current, locale));
const switchCurrentRate = (on: boolean) => cookies(onSwitch(on));

describe('preference cookie rules', () => {
  it('sets market_rise_color on a locale choice only when absent: red for zh, green otherwise', () => {
    expect(riseColorOnLocaleChoice(undefined, 'zh')).toEqual([{ name: 'market_rise_color', value: 'red', days: 365 }]);
    expect(riseColorOnLocaleChoice(undefined, 'zh-tw')).toEqual([{ name: 'market_rise_color', value: 'green', days: 365 }]);
    expect(riseColorOnLocaleChoice(undefined, 'ar')).toEqual([{ name: 'market_rise_color', value: 'green', days: 365 }]);
    expect(riseColorOnLocaleChoice('green', 'zh')).toEqual([]);
    expect(riseColorOnLocaleChoice('red', 'en')).toEqual([]);
    expect(riseColorOnLocaleChoice('purple', 'en')).toEqual([{ name: 'market_rise_color', value: 'green', days: 365 }]);
  });

  it('choosing a fiat opens rate mode and sets curr_fiat for a year', () => {
    expect(cookies(chooseFiat('EUR'))).toEqual([
      { name: 'curr_fiat', value: 'EUR', days: 365 },
      { name: 'curr_rate_open', value: '1', days: 365 },
    ]);
  });

  it('the current-rate switch sets USD when on and clears the fiat when off', () => {
    expect(switchCurrentRate(true)).toContainEqual({ name: 'curr_fiat', value: 'USD', days: 365 });
    expect(switchCurrentRate(true)).toContainEqual({ name: 'curr_rate_open', value: '1', days: 365 });
    expect(switchCurrentRate(false)).toContainEqual({ name: 'curr_fiat', value: undefined, days: 365 });
    expect(switchCurrentRate(false)).toContainEqual({ name: 'curr_rate_open', value: '0', days: 365 });
  });

  it('theme is stored as light 0 and dark 2', () => {
    expect(cookies(chooseTheme('dark'))).toEqual([{ name: 'theme', value: '2', days: 365 }]);
    expect(cookies(chooseTheme('light'))).toEqual([{ name: 'theme', value: '0', days: 365 }]);
  });

  it('rise colour and change basis are stored by value', () => {
    expect(cookies(chooseRiseColor('red'))[0]?.value).toBe('red');
    expect(cookies(chooseChangeBasis('utc8'))[0]).toEqual({ name: 'change_basis', value: 'utc8', days: 365 });
  });

  it('choosing a pay-with fiat sets the current currency and the default buy-crypto fiat cookie', () => {
    expect(cookies(choosePayWith('EUR'))).toEqual([
      { name: 'curr_fiat', value: 'EUR', days: 365 },
      { name: 'buy_crypto_fiat', value: 'EUR', days: 365 },
    ]);
  });
});
