import type { SiteKey } from './types';

/**
 * Where each sub-site's app-download elements lead (spec doc 2 §9 "App-download links use an
 * attribution link with a channel parameter"; NOTES "Brand": app-store addresses are
 * configuration). Kept beside the site table, keyed by the same site keys; whether a site shows
 * app download at all is its record's `hide.appDownload`.
 *
 * Addresses are placeholders on the example domain (our choice): an operator replaces them.
 */
export interface AppDownloadConfig {
  /**
   * The attribution link: opens the app when installed, else the platform's store. The page's
   * entry from `/js/tool/page_download_links.json` adds `pid` (media source) and `c` (channel).
   */
  readonly attributionLink: string;
  readonly appStore: string;
  readonly googlePlay: string;
  /** hosts an APK link of page_download_links.json may point to; any other APK link is not shown */
  readonly apkHosts: readonly string[];
  /**
   * Login-user countries whose verified users (verified > 0) do not see the floating download
   * elements: the app banner and the floating menu's app entry (spec doc 2 §6: on the main site
   * only, country 233; every other site lists none).
   */
  readonly hiddenForVerifiedCountries: readonly number[];
}

/** What the login-user info tells (spec doc 2 §3: country, verified), from get_info. */
export interface LoginUserFacts {
  readonly is_login: boolean;
  readonly country: number;
  readonly verified: number;
}

/**
 * Spec doc 2 §6: a logged-in user whose login-user country is one this site's app config lists and
 * whose verified level is above 0 (any verification: every level but 0 has a code above 0, doc 2
 * §3) has every floating download element hidden. One rule for the banner and the floating menu.
 */
export function floatingDownloadHidden(config: Pick<AppDownloadConfig, 'hiddenForVerifiedCountries'>, user: LoginUserFacts): boolean {
  return user.is_login && user.verified > 0 && config.hiddenForVerifiedCountries.includes(user.country);
}

function regional(key: SiteKey): AppDownloadConfig {
  return {
    attributionLink: `https://app.${key}.gate.example/open`,
    appStore: `https://download.gate.example/ios?region=${key}`,
    googlePlay: `https://download.gate.example/android?region=${key}`,
    apkHosts: ['download.gate.example'],
    hiddenForVerifiedCountries: [],
  };
}

export const APP_DOWNLOAD = {
  main: {
    attributionLink: 'https://app.gate.example/open',
    appStore: 'https://download.gate.example/ios',
    googlePlay: 'https://download.gate.example/android',
    apkHosts: ['download.gate.example'],
    hiddenForVerifiedCountries: [233],
  },
  tr: regional('tr'),
  mt: regional('mt'),
  hk: regional('hk'),
  us: regional('us'),
  bs: regional('bs'),
  sg: regional('sg'),
  uk: regional('uk'),
  jp: regional('jp'),
  uae: regional('uae'),
  eu: regional('eu'),
  // the testnet hides app download (hide.appDownload); these are never shown
  testnet: regional('testnet'),
} as const satisfies Record<SiteKey, AppDownloadConfig>;
