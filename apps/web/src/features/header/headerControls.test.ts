import { describe, expect, it } from 'vitest';
import { SITE_LIST, SITES } from '@exchange/sites/sites';
import type { HideFlags } from '@exchange/sites/types';
import { barPlacement, fromClass, headerControls, offeredSite } from './headerControls';

const none = SITES.main.hide;
const hide = (flags: Partial<HideFlags>): HideFlags => ({ ...none, ...flags });

describe('headerControls', () => {
  it('guests see log in and sign up, not the account area or notifications', () => {
    const c = headerControls({ hide: none, isTestnet: false, loggedIn: false });
    expect(c).toMatchObject({ login: true, signup: true, account: false, logout: false, notifications: false });
  });

  it('logged-in users see the account area, log out and notifications, not log in', () => {
    const c = headerControls({ hide: none, isTestnet: false, loggedIn: true });
    expect(c).toMatchObject({ login: false, signup: false, account: true, logout: true, notifications: true });
  });

  it.each([
    ['notification', 'notifications', true],
    ['search', 'search', false],
    ['appDownload', 'download', false],
    ['language', 'language', false],
    ['langAndRate', 'language', false],
    ['setting', 'settings', false],
    ['themeSwitch', 'theme', false],
  ] as const)('hide.%s removes %s', (flag, control, loggedIn) => {
    expect(headerControls({ hide: none, isTestnet: false, loggedIn })[control]).toBe(true);
    expect(headerControls({ hide: hide({ [flag]: true }), isTestnet: false, loggedIn })[control]).toBe(false);
  });

  it('hide.register removes sign up only; hide.loginSignup removes both', () => {
    expect(headerControls({ hide: hide({ register: true }), isTestnet: false, loggedIn: false })).toMatchObject({ login: true, signup: false });
    expect(headerControls({ hide: hide({ loginSignup: true }), isTestnet: false, loggedIn: false })).toMatchObject({ login: false, signup: false });
  });

  it('the testnet shows the demo badge and back-to-trade, no register and no log out', () => {
    const t = SITES.testnet;
    const guest = headerControls({ hide: t.hide, isTestnet: t.isTestnet, loggedIn: false });
    expect(guest).toMatchObject({ demoBadge: true, backToTrade: true, login: true, signup: false });
    expect(headerControls({ hide: t.hide, isTestnet: true, loggedIn: true }).logout).toBe(false);
  });

  it('regional sites hide notifications even for logged-in users', () => {
    for (const key of ['tr', 'mt', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'uae', 'eu'] as const) {
      expect(headerControls({ hide: SITES[key].hide, isTestnet: false, loggedIn: true }).notifications, key).toBe(false);
    }
    expect(headerControls({ hide: SITES.main.hide, isTestnet: false, loggedIn: true }).notifications).toBe(true);
  });
});

describe('offeredSite (doc 1 §5: the Turkey-exchange link)', () => {
  it('links to the sub-site a site offers only for visitors the compliance answer places there', () => {
    expect(offeredSite(SITES.main.siteChooser, true)).toBe('tr');
    expect(offeredSite(SITES.main.siteChooser, false)).toBeNull();
  });

  it('no other site offers one: the Turkey site itself, whose every visitor is is_tr, links nowhere', () => {
    for (const site of SITE_LIST.filter((s) => s.key !== 'main')) expect(offeredSite(site.siteChooser, true), site.key).toBeNull();
  });

  it('sits in the bar only wider than 992 px: not at 992 itself, unlike the desktop controls', () => {
    const controls = headerControls({ hide: SITES.main.hide, isTestnet: false, loggedIn: false });
    expect(barPlacement(controls).offeredSite).toBe('overDesktop');
    expect(fromClass(barPlacement(controls).offeredSite)).toBe('over-desktop');
    expect(fromClass(barPlacement(controls).backToTrade)).toBe('from-desktop');
  });
});

describe('the download icon (doc 1 §2: on narrow screens it leads to /mobileapp)', () => {
  it('sits in the bar from 768 px, below the desktop controls; phones reach the app page through the drawer', () => {
    const controls = headerControls({ hide: SITES.main.hide, isTestnet: false, loggedIn: true });
    expect(barPlacement(controls).download).toBe('tablet');
    expect(fromClass(barPlacement(controls).download)).toBe('from-tablet');
  });
});
