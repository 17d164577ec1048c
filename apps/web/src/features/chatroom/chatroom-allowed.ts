import { isLocale } from '@exchange/sites/locales';

/**
 * Where the chatroom (launcher and window) may show (spec doc 2 §5), pure so it is tested row by
 * row. Apart from the window's rules (chatroom-rules.ts): the launcher, on every page, loads only this.
 */

/** Below this viewport width (phones) the chatroom does not open (spec §5, §9). */
export const CHATROOM_MIN_VIEWPORT = 768;

/** Page paths (without locale prefix) where the chatroom never shows: live and video pages, log-in pages, and the chatroom page itself. */
const EXCLUDED = /^\/(live|login|signup|auth|groupchat\/chatroom)(\/|$)/;

/** The path without a locale prefix (`/zh/live/x` → `/live/x`). */
export function stripLocale(pathname: string): string {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLocale(first)) return match?.[2] ?? '/';
  return pathname || '/';
}

/** Whether the chatroom (launcher and window) may show on this page at this viewport width (spec §5). */
export function chatroomAllowed(pathname: string, viewportWidth: number): boolean {
  if (!(viewportWidth >= CHATROOM_MIN_VIEWPORT)) return false;
  return !EXCLUDED.test(stripLocale(pathname));
}
