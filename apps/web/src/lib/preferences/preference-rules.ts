import { defaultRiseColor, type ChangeBasis, type PreferenceWrite, type RiseColor, type Theme } from '@exchange/contract/cookies';

/** On a locale choice, `market_rise_color` is set only when absent: red for zh, green otherwise. */
export function riseColorOnLocaleChoice(current: string | undefined, locale: string): PreferenceWrite[] {
  if (current === 'red' || current === 'green') return [];
  return [{ key: 'riseColor', value: defaultRiseColor(locale) }];
}

/** Choosing a fiat opens rate mode and sets the fiat. */
export function chooseFiat(fiat: string): PreferenceWrite[] {
  return [
    { key: 'fiat', value: fiat },
    { key: 'rateMode', value: 'open' },
  ];
}

/** The current-rate switch: on sets USD (rate mode open), off clears the fiat (rate mode closed). */
export function switchCurrentRate(on: boolean): PreferenceWrite[] {
  return on
    ? [
        { key: 'fiat', value: 'USD' },
        { key: 'rateMode', value: 'open' },
      ]
    : [
        { key: 'fiat', value: undefined },
        { key: 'rateMode', value: 'closed' },
      ];
}

/** Choosing a pay-with fiat sets the current currency and stores the default buy-crypto fiat (spec doc 1 §4). */
export function choosePayWith(fiat: string): PreferenceWrite[] {
  return [
    { key: 'fiat', value: fiat },
    { key: 'buyCryptoFiat', value: fiat },
  ];
}

export function chooseTheme(theme: Theme): PreferenceWrite[] {
  return [{ key: 'theme', value: theme }];
}

export function chooseRiseColor(color: RiseColor): PreferenceWrite[] {
  return [{ key: 'riseColor', value: color }];
}

export function chooseChangeBasis(basis: ChangeBasis): PreferenceWrite[] {
  return [{ key: 'changeBasis', value: basis }];
}
