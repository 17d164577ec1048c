/**
 * When the mobile app-download banner shows (spec doc 2 §2, §4 "Download banner", §6). Pure: the
 * server and the island gather the facts, this decides. Phones only: the banner's CSS hides it from
 * 768 px, so the server can render it before it knows the screen.
 */
import { floatingDownloadHidden, type AppDownloadConfig, type LoginUserFacts } from '@exchange/sites/app-download';
import type { StoredFlag } from '@/lib/preferences/stored-list';

/** sessionStorage key of the closed flag: once closed, hidden for the rest of the browser session. */
export const BANNER_CLOSED_KEY = 'app_download_banner_closed';
const CLOSED = '1';
/** The banner's element id, which the server's CSS rule names. */
export const BANNER_ID = 'app-download-banner';
/** The closed flag, mirrored onto `<html>` before the first paint (lib/preferences/stored-list.ts): the server's CSS hides a closed banner at once. */
export const BANNER_CLOSED_FLAG: StoredFlag = { storage: 'sessionStorage', key: BANNER_CLOSED_KEY, value: CLOSED, attribute: 'data-app-banner-closed' };

export interface BannerFacts {
  /** the site record's `hide.appDownload` */
  readonly siteHidesAppDownload: boolean;
  /** the site's app config: the countries whose verified users see no floating download elements (main: 233) */
  readonly app: Pick<AppDownloadConfig, 'hiddenForVerifiedCountries'>;
  readonly user: LoginUserFacts;
  /** the page path without locale prefix */
  readonly path: string;
  /** the session's closed flag is set */
  readonly closed: boolean;
}

/**
 * Pages where the banner would compete with the page's own purpose (our choice): the sign-in
 * flows and the download page itself. The perks page keeps it ("Open app" is what it is for).
 */
const QUIET_PATHS = /^\/(login|signup|auth|mobileapp)(\/|$)/;

/** Every condition but the screen's (CSS), in one place: a site that offers the app, not hidden for the user, a page that wants it, not closed. */
export function showBanner(facts: BannerFacts): boolean {
  return !facts.siteHidesAppDownload && !floatingDownloadHidden(facts.app, facts.user) && !QUIET_PATHS.test(facts.path) && !facts.closed;
}
