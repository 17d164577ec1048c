import type { RequestOf } from '@exchange/contract/define';
import type { reportError } from '@exchange/contract/reporting';

/**
 * Error reporting's pure rules (spec doc 2 §8 "Error reporting ignores bots, browser-extension
 * errors and chunk-load errors"; issue 11): what is worth a report, what it says, and how many a
 * page sends. The island (ErrorReporter.tsx) listens and sends through the API client.
 */

export type Report = RequestOf<typeof reportError>;

/** At most this many reports leave one page (the same error counts once). */
export const MAX_REPORTS_PER_PAGE = 5;
/** The message of a static script that did not load (issue 11). */
export const CDN_ERROR_MESSAGE = 'cdn access error';

/** A static script that has not loaded after this long is reported as 'cdn access error' (issue 11). */
export const CDN_ERROR_AFTER_MS = 5000;

const BOT = /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pingdom|facebookexternalhit|bingpreview|mediapartners|google-inspectiontool|prerender/i;

/** A crawler, a monitor or an automated browser: never reported (their errors are not users' errors). */
export function isBot(userAgent: string, webdriver: boolean): boolean {
  return webdriver || BOT.test(userAgent);
}

const EXTENSION = /\b(?:chrome|moz|safari(?:-web)?|ms-browser|edge)-extension:\/\//i;

/** An error raised by a browser extension's code (in the stack or as the source file). */
export function isExtensionError(info: Pick<ErrorInfo, 'stack' | 'filename'>): boolean {
  return EXTENSION.test(info.stack ?? '') || EXTENSION.test(info.filename ?? '');
}

const CHUNK =
  /ChunkLoadError|Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** A code chunk that failed to load (a deploy replaced it, the network dropped): the reload fixes it, no report. */
export function isChunkLoadError(info: Pick<ErrorInfo, 'message' | 'name'>): boolean {
  return info.name === 'ChunkLoadError' || CHUNK.test(info.message);
}

export interface ErrorInfo {
  readonly kind: Report['kind'];
  readonly message: string;
  readonly name?: string;
  readonly stack?: string;
  readonly filename?: string;
}

export function shouldReport(info: ErrorInfo): boolean {
  if (!info.message.trim()) return false;
  if (info.kind === 'cdn') return true;
  return !isExtensionError(info) && !isChunkLoadError(info);
}

/** What an unhandled rejection's reason says. */
export function describeReason(reason: unknown): Pick<ErrorInfo, 'message' | 'name' | 'stack'> {
  if (reason instanceof Error) return { message: reason.message || reason.name, name: reason.name, ...(reason.stack ? { stack: reason.stack } : {}) };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

const RELEASE = /^[A-Za-z0-9._-]{1,64}$/;

/** The report the API accepts: bounded fields, the page's path (no query: it may hold personal data), a valid release. */
export function toReport(info: ErrorInfo, pathname: string, release: string | undefined): Report {
  const page = pathname.startsWith('/') ? pathname.slice(0, 512) : '/';
  const stack = info.stack?.slice(0, 4000);
  return {
    kind: info.kind,
    message: info.message.trim().slice(0, 1000),
    page,
    release: release && RELEASE.test(release) ? release : 'dev',
    ...(stack ? { stack } : {}),
  };
}

/** One page's budget: an error seen before is not sent again, and no more than `max` in all. */
export function createLimiter(max = MAX_REPORTS_PER_PAGE): (info: ErrorInfo) => boolean {
  const seen = new Set<string>();
  return (info) => {
    const key = `${info.kind}\u0000${info.message}\u0000${info.stack?.split('\n', 2).join('\n') ?? ''}`;
    if (seen.has(key) || seen.size >= max) return false;
    seen.add(key);
    return true;
  };
}

/** A static script of ours (the page's own code), by its URL: the ones a 'cdn access error' is about. */
export function isStaticScript(src: string, origin: string): boolean {
  try {
    const url = new URL(src, origin);
    return url.origin === origin && url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');
  } catch {
    return false;
  }
}

/** A 'cdn access error' report's info: the script's path as its detail. */
export function cdnError(src: string, origin: string): ErrorInfo {
  let path = src;
  try {
    path = new URL(src, origin).pathname;
  } catch {
    // keep as given; toReport bounds it
  }
  return { kind: 'cdn', message: CDN_ERROR_MESSAGE, stack: path };
}
