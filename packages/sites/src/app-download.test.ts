import { describe, expect, it } from 'vitest';
import { APP_DOWNLOAD, floatingDownloadHidden } from './app-download';
import { SITE_KEYS } from './types';

describe('floatingDownloadHidden (spec doc 2 §6)', () => {
  const main = APP_DOWNLOAD.main;

  it('hides for logged-in users of a listed country with verified above 0', () => {
    expect(floatingDownloadHidden(main, { is_login: true, country: 233, verified: 1 })).toBe(true);
  });

  it('needs all three: logged in, the country, verified > 0', () => {
    expect(floatingDownloadHidden(main, { is_login: false, country: 233, verified: 1 })).toBe(false);
    expect(floatingDownloadHidden(main, { is_login: true, country: 232, verified: 1 })).toBe(false);
    expect(floatingDownloadHidden(main, { is_login: true, country: 233, verified: 0 })).toBe(false);
  });

  it('lists country 233 on the main site and nothing on the eleven others', () => {
    expect(Object.fromEntries(SITE_KEYS.map((key) => [key, APP_DOWNLOAD[key].hiddenForVerifiedCountries]))).toEqual(
      Object.fromEntries(SITE_KEYS.map((key) => [key, key === 'main' ? [233] : []])),
    );
    const user = { is_login: true, country: 233, verified: 2 };
    expect(SITE_KEYS.filter((key) => floatingDownloadHidden(APP_DOWNLOAD[key], user))).toEqual(['main']);
  });
});
