import type { HideFlags, SiteKey } from '@exchange/sites/types';

/** The facts the header's controls depend on. */
export interface HeaderControlInput {
  readonly hide: HideFlags;
  readonly isTestnet: boolean;
  readonly loggedIn: boolean;
}

export interface HeaderControls {
  readonly login: boolean;
  readonly signup: boolean;
  readonly account: boolean;
  readonly logout: boolean;
  readonly notifications: boolean;
  readonly search: boolean;
  readonly download: boolean;
  readonly language: boolean;
  readonly settings: boolean;
  readonly theme: boolean;
  readonly demoBadge: boolean;
  readonly backToTrade: boolean;
}

/**
 * Which header controls show (spec doc 1 §4, §5, §6): guests get log in and sign up, logged-in
 * users the account area and notifications; per-site hide flags remove the rest; the testnet
 * shows a demo badge and back-to-trade and hides register and log out.
 */
export function headerControls({ hide, isTestnet, loggedIn }: HeaderControlInput): HeaderControls {
  return {
    login: !loggedIn && !hide.loginSignup,
    signup: !loggedIn && !hide.loginSignup && !hide.register,
    account: loggedIn,
    logout: loggedIn && !isTestnet,
    notifications: loggedIn && !hide.notification,
    search: !hide.search,
    download: !hide.appDownload,
    language: !hide.language && !hide.langAndRate,
    settings: !hide.setting,
    theme: !hide.themeSwitch,
    demoBadge: isTestnet,
    backToTrade: isTestnet,
  };
}

/**
 * The narrowest viewport at which a control sits in the bar (spec doc 1 §9 breakpoints): `phone`
 * always, `tablet` from 768 px, `desktop` from 992 px, `overDesktop` only wider than 992 px (doc 1
 * §5: the Turkey-exchange link), `wide` from 1520 px. Below that it is
 * reached another way: the phone drawer (below 992 px: log in, sign up, language, exchange
 * rate, settings, theme, download) or the settings menu (language, from 768 px).
 */
export type BarFrom = 'phone' | 'tablet' | 'desktop' | 'overDesktop' | 'wide';

export interface BarPlacement {
  readonly brandName: BarFrom;
  readonly login: BarFrom;
  readonly signup: BarFrom;
  readonly backToTrade: BarFrom;
  /** the bell; below it phones reach /reminder through the avatar menu's Reminders entry */
  readonly notifications: BarFrom;
  readonly download: BarFrom;
  readonly language: BarFrom;
  readonly settings: BarFrom;
  readonly theme: BarFrom;
  /** the link to the sub-site the visitor's country has (offeredSite) */
  readonly offeredSite: BarFrom;
}

/**
 * Where each shown control sits, so that no bar is wider than a 320 px screen in any locale:
 * phones keep the brand mark, one way in (sign up, else log in) or the account entry, and the
 * drawer button; the download icon sits in the bar from 768 px (the drawer also offers the app below
 * 992 px, the only way on phones); the language button
 * leaves the bar below 1520 px ("hide some top icons") when the settings menu offers language.
 */
export function barPlacement(c: HeaderControls): BarPlacement {
  return {
    brandName: 'tablet',
    signup: 'phone',
    login: c.signup ? 'tablet' : 'phone',
    backToTrade: 'desktop',
    notifications: 'tablet',
    // narrow screens from 768 px have room for the icon, which leads to /mobileapp (doc 1 §2); its QR panel shows from 992 px
    download: 'tablet',
    language: c.settings ? 'wide' : 'desktop',
    settings: 'tablet',
    theme: 'tablet',
    // doc 1 §5: only on screens wider than 992 px (hidden at 992 itself)
    offeredSite: 'overDesktop',
  };
}

/**
 * The sub-site the header links to (spec doc 1 §5, "the Turkey-exchange link"): the one this site's
 * record offers (`siteChooser`), when the compliance answer places the visitor in its country
 * (`limit.is_tr`). None on any other site, for anyone else, or on that sub-site itself (it offers none).
 */
export function offeredSite(offered: SiteKey | undefined, fromThere: boolean): SiteKey | null {
  return offered !== undefined && fromThere ? offered : null;
}

/** The utility class (globals.css) that hides an element below its breakpoint. */
export function fromClass(from: BarFrom): string {
  return from === 'phone' ? '' : from === 'overDesktop' ? 'over-desktop' : `from-${from}`;
}
