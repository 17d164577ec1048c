/**
 * The browser's calls learn the page's sub-site from its document: the root layout writes the
 * site record's `apiSiteCode` into `<html data-site-code>` (this dataset key), which is there
 * before any script runs, so every call from any module sends it (client.ts SITE_CODE_HEADER).
 */
export const SITE_CODE_DATASET = 'siteCode';

/** The attribute's code, or null when the document has none (the root error page's own document) or it is malformed. */
export function siteCodeOf(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : null;
}
