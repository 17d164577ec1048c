import type { DownloadEntry, DownloadLinks } from '@exchange/contract/tool';
import type { AppDownloadConfig } from '@exchange/sites/app-download';

/**
 * App-download links (spec doc 2 §3 "Page download links config", §9 "App-download links use an
 * attribution link with a channel parameter"). The page's entry from
 * `/js/tool/page_download_links.json` names the channel; the attribution link and the store
 * links come from the site's app-download config. Pure.
 */

/** Which entry of a page: `web` on desktop layouts, `h5` on phones. */
export type DownloadLayout = 'web' | 'h5';

/** The page key of a path (without locale prefix): `index` for `/`, else its first segment; `default` when that is no key. */
export function downloadPageKey(path: string): string {
  const first = path
    .split(/[?#]/)[0]
    ?.split('/')
    .find((segment) => segment !== '');
  if (!first) return 'index';
  const key = first.toLowerCase();
  return /^[a-z0-9_-]{1,40}$/.test(key) ? key : 'default';
}

/** The page's entry for a layout, else the `default` page's, else none (the link then has no channel). */
export function pageEntry(links: DownloadLinks, pageKey: string, layout: DownloadLayout): DownloadEntry | undefined {
  const page = Object.hasOwn(links.pages, pageKey) ? links.pages[pageKey] : Object.hasOwn(links.pages, 'default') ? links.pages.default : undefined;
  return page?.[layout];
}

/** The attribution link with the entry's media source (`pid`) and channel (`c`). */
export function attributionLink(app: Pick<AppDownloadConfig, 'attributionLink'>, entry: DownloadEntry | undefined): string {
  const url = new URL(app.attributionLink);
  if (entry?.pid) url.searchParams.set('pid', entry.pid);
  if (entry?.c) url.searchParams.set('c', entry.c);
  return url.href;
}

/** The attribution link of a page and layout: what every "Open app" / download button opens. */
export function pageAttributionLink(app: Pick<AppDownloadConfig, 'attributionLink'>, links: DownloadLinks, path: string, layout: DownloadLayout): string {
  return attributionLink(app, pageEntry(links, downloadPageKey(path), layout));
}

/**
 * The Android package for the visitor: `china_apk` for Chinese (simplified) pages, else
 * `overseas_apk` (our reading of the two keys). Only an https link to one of the config's
 * `apkHosts` is used; anything else, or none, gives undefined (no APK entry is shown).
 */
export function apkLink(links: DownloadLinks, app: Pick<AppDownloadConfig, 'apkHosts'>, locale: string): string | undefined {
  const raw = locale === 'zh' ? links.chinaApk : links.overseasApk;
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  return app.apkHosts.includes(url.hostname.toLowerCase()) ? url.href : undefined;
}
