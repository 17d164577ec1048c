import type { DownloadLinks } from '@exchange/contract/tool';

/** No entries (the contract's fallback, spec doc 2 §8), without loading the contract. */
export const NO_DOWNLOAD_LINKS: DownloadLinks = { pages: {}, chinaApk: '', overseasApk: '' };

let pending: Promise<DownloadLinks> | undefined;

/**
 * `/js/tool/page_download_links.json`, asked once per page: the API client and the contract load
 * with it, only when a download element is shown. Failures give the contract's fallback.
 */
export function loadDownloadLinks(): Promise<DownloadLinks> {
  pending ??= Promise.all([import('../../lib/api/browser'), import('@exchange/contract/tool')]).then(([client, calls]) =>
    client.browserApi(calls.pageDownloadLinks, {}),
  );
  return pending;
}
