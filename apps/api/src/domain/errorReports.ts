/**
 * Reports the API answers ok without storing (spec doc 2 §8: "Error reporting ignores bots,
 * browser-extension errors and chunk-load errors"): a missing user agent or a crawler's (a word
 * ending in "bot", crawlers, spiders, link previewers, Lighthouse); errors raised in a browser
 * extension's code; failed loads of a code chunk (a deploy replaced it; the page reloads). A
 * headless browser is not a bot here (browser tests report like people).
 */
const BOT_AGENT =
  /\b\w*bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headlessshell|python-requests|curl\/|wget\//i;
const EXTENSION = /\b(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//i;
const CHUNK_LOAD = /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i;

export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_AGENT.test(userAgent);
}

export function isIgnoredReport(userAgent: string | undefined, report: { message: string; stack?: string | undefined }): boolean {
  const text = `${report.message}\n${report.stack ?? ''}`;
  return isBotAgent(userAgent) || EXTENSION.test(text) || CHUNK_LOAD.test(text);
}
