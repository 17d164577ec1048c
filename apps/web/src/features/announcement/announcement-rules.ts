/**
 * The announcement bar's pure rules (spec doc 1 §3, §4, §9): which page key a path asks for, the
 * dismissed list kept in local storage, and how long the phone marquee takes.
 */

/** The local-storage key of the dismissed announcements' content ids. */
export const DISMISSED_KEY = 'announcement_dismissed';
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

/** The list after dismissing `id` (once, newest last, bounded). */
export function withDismissed(list: readonly string[], id: string): string[] {
  return [...list.filter((v) => v !== id), id].slice(-DISMISSED_MAX);
}

/** Seconds to scroll `overflowPx` at 200 px per 3 s (never under MARQUEE_MIN_SECONDS). */
export function marqueeSeconds(overflowPx: number): number {
  if (!(overflowPx > 0)) return 0;
  return Math.max(MARQUEE_MIN_SECONDS, (overflowPx / MARQUEE_PX) * MARQUEE_SECONDS);
}
