/**
 * The announcement bar's pure rules (spec doc 1 §3, §4, §9): which page key a path asks for, the
 * dismissed list kept in local storage, and how long the phone marquee takes.
 */

/** The local-storage key of the dismissed announcements' content ids. */
export const DISMISSED_KEY = 'announcement_dismissed';
/**
 * The attribute of `<html>` that mirrors the dismissed list (space-separated ids) from before the
 * first paint, so the server's CSS can hide a dismissed bar without a script beside it.
 */
export const DISMISSED_ATTRIBUTE = 'data-dismissed-announcements';
/** At most this many ids are kept (the oldest go first). */
export const DISMISSED_MAX = 50;
/** Marquee speed (spec §9): 200 px per 3 s. */
export const MARQUEE_PX = 200;
export const MARQUEE_SECONDS = 3;
/** The shortest marquee run, so a few pixels of overflow do not flicker past. */
export const MARQUEE_MIN_SECONDS = 3;

/** The bulletin's page key for a path without its locale prefix: `/` is `index`, else the first segment. */
export function pageKey(path: string): string {
  const first = path.split(/[/?#]/).find((s) => s.length > 0) ?? '';
  if (!first) return 'index';
  const key = first.toLowerCase();
  return /^[a-z0-9_-]{1,40}$/.test(key) ? key : 'index';
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The stored list as ids; anything malformed (not JSON, not an array, non-ids, too long) is ignored. */
export function readDismissed(stored: string | null): string[] {
  if (!stored || stored.length > 10_000) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && ID.test(v)).slice(-DISMISSED_MAX);
}

/** Whether `id` can be kept in the dismissed list (and so stand in a CSS selector as it is). */
function isAnnouncementId(id: string): boolean {
  return ID.test(id);
}

/**
 * The inline script at the top of `<body>`: the stored list, read as `readDismissed` reads it,
 * onto `<html>` as DISMISSED_ATTRIBUTE. It runs before anything is painted; a script beside the
 * bar instead made the browser paint the page in two steps (the bar first, the hero a frame
 * later: a later largest contentful paint).
 */
export function dismissedMirrorScript(): string {
  const read = `var s=localStorage.getItem(${JSON.stringify(DISMISSED_KEY)}),l=s&&s.length<=10000?JSON.parse(s):[]`;
  const ids = `l.filter(function(v){return typeof v==="string"&&${ID.toString()}.test(v)}).slice(-${DISMISSED_MAX}).join(" ")`;
  return `try{${read};if(Array.isArray(l))document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},${ids})}catch(e){}`;
}

/** The CSS that hides the bar `#barId` while `contentId` is in the mirrored list; '' for an id that cannot be dismissed. */
export function hiddenWhenDismissedCss(barId: string, contentId: string): string {
  return isAnnouncementId(contentId) && /^[a-z][a-z0-9-]*$/.test(barId) ? `html[${DISMISSED_ATTRIBUTE}~="${contentId}"] #${barId}{display:none}` : '';
}

/** The list after dismissing `id` (once, newest last, bounded). */
export function withDismissed(list: readonly string[], id: string): string[] {
  return [...list.filter((v) => v !== id), id].slice(-DISMISSED_MAX);
}

/** Seconds to scroll `overflowPx` at 200 px per 3 s (never under MARQUEE_MIN_SECONDS). */
export function marqueeSeconds(overflowPx: number): number {
  if (!(overflowPx > 0)) return 0;
  return Math.max(MARQUEE_MIN_SECONDS, (overflowPx / MARQUEE_PX) * MARQUEE_SECONDS);
}
