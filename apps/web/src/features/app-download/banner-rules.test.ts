import { describe, expect, it } from 'vitest';
import { APP_DOWNLOAD } from '@exchange/sites/app-download';
import { SITE_LIST, SITES } from '@exchange/sites/sites';
import { BANNER_CLOSED_FLAG, BANNER_CLOSED_KEY, showBanner, type BannerFacts } from './banner-rules';

const guest = { is_login: false, country: 0, verified: 0 };
const base: BannerFacts = {
  siteHidesAppDownload: false,
  app: APP_DOWNLOAD.main,
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
    ['for country 233 on a site that lists no country', { user: { is_login: true, country: 233, verified: 3 }, app: APP_DOWNLOAD.tr }],
  ])('still shows %s', (_label, change) => {
    expect(showBanner({ ...base, ...change })).toBe(true);
  });
});

describe('the country-233 rule, per site (spec doc 2 §6: the main site only)', () => {
  it('hides the banner from a verified user of country 233 on the main site, on no other site', () => {
    const user = { is_login: true, country: 233, verified: 2 };
    const hiddenOn = SITE_LIST.filter((site) => !site.hide.appDownload && !showBanner({ ...base, app: APP_DOWNLOAD[site.key], user })).map((s) => s.key);
    expect(hiddenOn).toEqual(['main']);
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
