/**
 * The announcement bar's pure rules (spec doc 1 §3, §4, §9): which page key a path asks for, the
 * dismissed list kept in local storage, and how long the phone marquee takes.
 */
import type { StoredList } from '@/lib/preferences/stored-list';

/**
 * The dismissed announcements' content ids, in local storage, mirrored onto `<html>` before the
 * first paint (lib/preferences/stored-list.ts) so the bar's CSS rule hides a dismissed bar without a script
 * beside it. At most 50 ids are kept (the oldest go first).
 */
export const DISMISSED_LIST: StoredList = {
  storage: 'localStorage',
  key: 'announcement_dismissed',
  attribute: 'data-dismissed-announcements',
  token: /^[A-Za-z0-9_-]{1,64}$/,
  max: 50,
};

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

/** Seconds to scroll `overflowPx` at 200 px per 3 s (never under MARQUEE_MIN_SECONDS). */
export function marqueeSeconds(overflowPx: number): number {
  if (!(overflowPx > 0)) return 0;
  return Math.max(MARQUEE_MIN_SECONDS, (overflowPx / MARQUEE_PX) * MARQUEE_SECONDS);
}
