/**
 * A list of tokens a browser keeps in local or session storage (a JSON array of strings: dismissed
 * announcements, closed regional bars), or a flag (the app banner closed), and its mirror on `<html>`: one inline script at the top of
 * `<body>` copies each list onto an attribute of `<html>` before anything is painted, so a nonce'd
 * CSS rule beside an element hides it while its token is listed. No script stands beside the
 * element (a script there made the browser paint the page in two steps), and a hidden element never
 * flashes or shifts the page. After hydration the element's own state takes over; `mirrorStoredList`
 * keeps the attribute equal to storage when a list changes.
 */
export interface StoredList {
  storage: 'localStorage' | 'sessionStorage';
  key: string;
  /** the attribute of `<html>` that mirrors the list (space-separated tokens) */
  attribute: `data-${string}`;
  /** what a token must match to be kept: anchored, letters, digits, `_` and `-` only (it stands in a CSS selector as it is) */
  token: RegExp;
  /** at most this many tokens are kept (the newest) */
  max: number;
}

/**
 * A flag a browser keeps in local or session storage (`key` holding `value`: a banner closed for the
 * session), mirrored onto `<html>` as a bare attribute by the same script as the lists.
 */
export interface StoredFlag {
  storage: 'localStorage' | 'sessionStorage';
  key: string;
  value: string;
  attribute: `data-${string}`;
}

/** A stored value longer than this is ignored (a list of `max` short tokens is far shorter). */
const MAX_STORED_CHARS = 10_000;
const SAFE_TOKEN = /^[A-Za-z0-9_-]+$/;
const SAFE_ID = /^[a-z][a-z0-9-]*$/;

/** The strings of a stored JSON array; anything else (nothing, not JSON, not an array) is none, and non-strings are dropped. */
export function storedStrings(stored: string | null | undefined): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The stored list's tokens; anything malformed (not JSON, not an array, other tokens, too long) is ignored. */
export function readStoredList(list: StoredList, stored: string | null): string[] {
  if (!stored || stored.length > MAX_STORED_CHARS) return [];
  return storedStrings(stored)
    .filter((v) => list.token.test(v) && SAFE_TOKEN.test(v))
    .slice(-list.max);
}

/** The list after adding `token` (once, newest last, bounded). */
export function withStoredToken(list: StoredList, tokens: readonly string[], token: string): string[] {
  return [...tokens.filter((v) => v !== token), token].slice(-list.max);
}

/**
 * The inline script (the layout's first element of `<body>`, with the page's nonce) that mirrors
 * every list onto its attribute, reading each exactly as `readStoredList` does, and sets each flag's
 * attribute when the flag is stored. A storage the browser refuses, or a malformed value, leaves
 * that attribute unset.
 */
export function storedListsMirrorScript(entries: readonly (StoredList | StoredFlag)[]): string {
  return entries
    .map((entry) => {
      if (!('token' in entry)) {
        return `try{if(${entry.storage}.getItem(${JSON.stringify(entry.key)})===${JSON.stringify(entry.value)})document.documentElement.setAttribute(${JSON.stringify(entry.attribute)},"")}catch(e){}`;
      }
      const read = `var s=${entry.storage}.getItem(${JSON.stringify(entry.key)}),l=s&&s.length<=${MAX_STORED_CHARS}?JSON.parse(s):[]`;
      const kept = `l.filter(function(v){return typeof v==="string"&&${entry.token.toString()}.test(v)&&${SAFE_TOKEN.toString()}.test(v)}).slice(-${entry.max}).join(" ")`;
      return `try{${read};if(Array.isArray(l))document.documentElement.setAttribute(${JSON.stringify(entry.attribute)},${kept})}catch(e){}`;
    })
    .join('');
}

/** The CSS that hides `#elementId` while the flag is stored; '' for an unsafe id. */
export function hiddenWhileFlaggedCss(flag: StoredFlag, elementId: string): string {
  return SAFE_ID.test(elementId) ? `html[${flag.attribute}] #${elementId}{display:none}` : '';
}

/** The CSS that hides `#elementId` while `token` is in the mirrored list; '' for a token the list cannot hold or an unsafe id. */
export function hiddenWhileListedCss(list: StoredList, elementId: string, token: string): string {
  if (!list.token.test(token) || !SAFE_TOKEN.test(token) || !SAFE_ID.test(elementId)) return '';
  return `html[${list.attribute}~="${token}"] #${elementId}{display:none}`;
}

/** A storage as much as a flag needs: the browser's local or session storage, a map in tests. */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's local or session storage; undefined when the browser refuses it (a sandboxed frame, blocked storage). */
function browserStorage(kind: StoredList['storage']): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/**
 * Whether the flag is stored (in the browser's storage unless `storage` is given), read as the
 * mirror script reads it (its exact value); a storage that throws or is absent counts as not.
 */
export function readStoredFlag(flag: StoredFlag, storage: FlagStorage | undefined = browserStorage(flag.storage)): boolean {
  try {
    return storage?.getItem(flag.key) === flag.value;
  } catch {
    return false;
  }
}

/** Stores the flag (in the browser's storage unless `storage` is given); false when the storage refuses it or is absent. */
export function writeStoredFlag(flag: StoredFlag, storage: FlagStorage | undefined = browserStorage(flag.storage)): boolean {
  try {
    if (!storage) return false;
    storage.setItem(flag.key, flag.value);
    return true;
  } catch {
    return false;
  }
}

/** The stored value, or null when the browser refuses the storage. */
export function storedListRaw(list: StoredList): string | null {
  try {
    return browserStorage(list.storage)?.getItem(list.key) ?? null;
  } catch {
    return null;
  }
}

/** Adds `token` to the stored list (when the browser allows it) and brings the mirror on `<html>` up to date. */
export function addStoredToken(list: StoredList, token: string): void {
  try {
    browserStorage(list.storage)?.setItem(list.key, JSON.stringify(withStoredToken(list, readStoredList(list, storedListRaw(list)), token)));
  } catch {
    // storage refused: hidden on this page only
  }
  mirrorStoredList(list);
}

/** Sets the mirror on `<html>` to the stored list (another tab may have changed a local-storage list). */
export function mirrorStoredList(list: StoredList): void {
  document.documentElement.setAttribute(list.attribute, readStoredList(list, storedListRaw(list)).join(' '));
}
