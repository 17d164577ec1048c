import { describe, expect, it } from 'vitest';
import { APP_DOWNLOAD } from '@exchange/sites/app-download';
import { SITES } from '@exchange/sites/sites';
import { BANNER_CLOSED_FLAG, BANNER_CLOSED_KEY, floatingDownloadHidden, showBanner, type BannerFacts } from './banner-rules';

const guest = { is_login: false, country: 0, verified: 0 };
const base: BannerFacts = {
  siteHidesAppDownload: false,
  hiddenForVerifiedCountries: [233],
  user: guest,
  path: '/',
  closed: false,
};

describe('showBanner', () => {
  // on phones only: the banner's CSS hides it from 768 px (the browser test checks a desktop screen)
  it('shows on a site that offers the app, to a guest, until closed', () => {
    expect(showBanner(base)).toBe(true);
  });

  it.each<[string, Partial<BannerFacts>]>([
    ['not on a site that hides app download', { siteHidesAppDownload: true }],
    ['not once closed in this session', { closed: true }],
    ['not on log in', { path: '/login' }],
    ['not on sign up', { path: '/signup' }],
    ['not on the auth pages', { path: '/auth/callback' }],
    ['not on the download page', { path: '/mobileapp' }],
    ['not for a verified logged-in user of country 233', { user: { is_login: true, country: 233, verified: 2 } }],
  ])('%s', (_label, change) => {
    expect(showBanner({ ...base, ...change })).toBe(false);
  });

  it.each<[string, Partial<BannerFacts>]>([
    ['on other pages', { path: '/price' }],
    ['on the perks page', { path: '/activities/app-exclusive-perks' }],
    ['on a path that only starts like a quiet one', { path: '/loginx' }],
    ['for an unverified user of country 233', { user: { is_login: true, country: 233, verified: 0 } }],
    ['for a verified user of another country', { user: { is_login: true, country: 1, verified: 3 } }],
    ['for country 233 on a site that lists no country', { user: { is_login: true, country: 233, verified: 3 }, hiddenForVerifiedCountries: [] }],
  ])('still shows %s', (_label, change) => {
    expect(showBanner({ ...base, ...change })).toBe(true);
  });
});

describe('floatingDownloadHidden (spec doc 2 §6)', () => {
  it('hides for logged-in users of a listed country with verified above 0', () => {
    expect(floatingDownloadHidden({ is_login: true, country: 233, verified: 1 }, [233])).toBe(true);
  });

  it('needs all three: logged in, the country, verified > 0', () => {
    expect(floatingDownloadHidden({ is_login: false, country: 233, verified: 1 }, [233])).toBe(false);
    expect(floatingDownloadHidden({ is_login: true, country: 232, verified: 1 }, [233])).toBe(false);
    expect(floatingDownloadHidden({ is_login: true, country: 233, verified: 0 }, [233])).toBe(false);
  });

  it('applies on the main site only, by the site config', () => {
    const user = { is_login: true, country: 233, verified: 2 };
    expect(floatingDownloadHidden(user, APP_DOWNLOAD.main.hiddenForVerifiedCountries)).toBe(true);
    for (const key of ['tr', 'eu', 'us', 'uk'] as const) expect(floatingDownloadHidden(user, APP_DOWNLOAD[key].hiddenForVerifiedCountries)).toBe(false);
  });

  it('the testnet hides app download by its record', () => {
    expect(SITES.testnet.hide.appDownload).toBe(true);
    expect(SITES.main.hide.appDownload).toBe(false);
  });
});

describe('the session flag', () => {
  it('is the key app_download_banner_closed holding 1 in session storage (lib/preferences/stored-list.ts reads and writes it)', () => {
    expect(BANNER_CLOSED_FLAG).toMatchObject({ storage: 'sessionStorage', key: BANNER_CLOSED_KEY, value: '1' });
    expect(BANNER_CLOSED_KEY).toBe('app_download_banner_closed');
  });
});
