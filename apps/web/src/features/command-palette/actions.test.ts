import { describe, expect, it } from 'vitest';
import { buildActions, filterActions, type ActionInput } from './actions';

const input: ActionInput = {
  theme: 'light',
  riseColor: 'green',
  fiat: 'USD',
  locale: 'en',
  defaultLocale: 'en',
  pagePath: '/markets',
  riseCookie: undefined,
  languages: [
    { code: 'en', name: 'English', confirmTurkish: false },
    { code: 'zh', name: '简体中文', confirmTurkish: false },
    { code: 'tr', name: 'Türkçe', confirmTurkish: true },
  ],
  fiats: [
    { code: 'USD', symbol: '$' },
    { code: 'EUR', symbol: '€' },
    { code: 'XYZ', symbol: '' },
  ],
  show: { theme: true, riseColor: true, language: true, fiat: true },
  labels: {
    themeLight: 'Light theme',
    themeDark: 'Dark theme',
    theme: 'Theme',
    riseGreen: 'Green up, red down',
    riseRed: 'Red up, green down',
    riseColor: 'Rise/Fall color',
    language: 'Language',
    fiat: 'Exchange rate',
  },
};

describe('buildActions', () => {
  const actions = buildActions(input);
  const byId = (id: string) => actions.find((a) => a.id === id);
  it('theme, rise colour, each language, each fiat, in that order', () => {
    expect(actions.map((a) => a.id)).toEqual([
      'theme:light',
      'theme:dark',
      'rise:green',
      'rise:red',
      'language:en',
      'language:zh',
      'language:tr',
      'fiat:USD',
      'fiat:EUR',
      'fiat:XYZ',
    ]);
  });
  it('marks the current choices', () => {
    expect(actions.filter((a) => a.current).map((a) => a.id)).toEqual(['theme:light', 'rise:green', 'language:en', 'fiat:USD']);
  });
  it('preference actions carry the writes of the one preference owner', () => {
    expect(byId('theme:dark')?.effect).toEqual({ type: 'preferences', writes: [{ key: 'theme', value: 'dark' }] });
    expect(byId('rise:red')?.effect).toEqual({ type: 'preferences', writes: [{ key: 'riseColor', value: 'red' }] });
    expect(byId('fiat:EUR')?.effect).toEqual({
      type: 'preferences',
      writes: [
        { key: 'fiat', value: 'EUR' },
        { key: 'rateMode', value: 'open' },
      ],
    });
  });
  it('a language goes to the same page under its prefix, setting the rise colour only when absent', () => {
    expect(byId('language:zh')?.effect).toEqual({ type: 'navigate', href: '/zh/markets', writes: [{ key: 'riseColor', value: 'red' }] });
    expect(byId('language:en')?.effect).toEqual({ type: 'navigate', href: '/markets', writes: [{ key: 'riseColor', value: 'green' }] });
    const withCookie = buildActions({ ...input, riseCookie: 'green', locale: 'zh' });
    expect(withCookie.find((a) => a.id === 'language:zh')?.effect).toEqual({ type: 'navigate', href: '/zh/markets', writes: [] });
  });
  it('Turkish elsewhere opens the confirm overlay', () => expect(byId('language:tr')?.effect).toEqual({ type: 'turkish' }));
  it('a fiat without a symbol shows its code only', () => {
    expect(byId('fiat:EUR')?.label).toBe('EUR (€)');
    expect(byId('fiat:XYZ')?.label).toBe('XYZ');
  });
  it('the site hides groups by its flags', () => {
    const none = buildActions({ ...input, show: { theme: false, riseColor: false, language: false, fiat: false } });
    expect(none).toEqual([]);
    expect(buildActions({ ...input, show: { theme: true, riseColor: false, language: false, fiat: false } }).map((a) => a.id)).toEqual([
      'theme:light',
      'theme:dark',
    ]);
  });
});

describe('filterActions', () => {
  const actions = buildActions(input);
  const ids = (q: string) => filterActions(actions, q, 'en').map((a) => a.id);
  it('an empty query lists them all', () => expect(ids('  ')).toHaveLength(actions.length));
  it('every word must appear in the label or the keywords, case-blind', () => {
    expect(ids('dark theme')).toEqual(['theme:dark']);
    expect(ids('DARK')).toEqual(['theme:dark']);
    expect(ids('theme')).toEqual(['theme:light', 'theme:dark']);
    expect(ids('red up')).toEqual(['rise:green', 'rise:red']);
    expect(ids('colour')).toEqual(['rise:green', 'rise:red']);
    expect(ids('eur')).toEqual(['fiat:EUR']);
    expect(ids('language zh')).toEqual(['language:zh']);
    expect(ids('中文')).toEqual(['language:zh']);
    expect(ids('nothing here')).toEqual([]);
  });
});
