/**
 * When the mobile sign-up gift prompt shows (spec doc 2 §4 "Mobile gift dialog", §5, §9): only to
 * visitors who are not logged in, on a phone, where the site's `giftPrompt` flag is on; at most
 * {@link GIFT_MAX_PER_DAY} times a day, a second time only MORE than {@link GIFT_MIN_GAP_MS} after
 * the last; the count starts again on a new date (the visitor's local date). The browser keeps
 * `count/timestamp` (milliseconds since the epoch) under {@link GIFT_STORAGE_KEY}; a stored value
 * that is not two numeric parts separated by a slash is treated as absent.
 *
 * Pure: the clock and the day function are passed in, so every rule is tested without a browser.
 */

/** The headline's amount in US dollars (spec doc 2 §2: '$10,000+'). */
export const GIFT_AMOUNT_USD = 10_000;

/** The local-storage key (our choice of name; the value's shape is the spec's). */
export const GIFT_STORAGE_KEY = 'mobile_gift_dialog';
/** Shows per local date (spec doc 2 §9). */
export const GIFT_MAX_PER_DAY = 2;
/** The gap a second show must exceed (spec doc 2 §9: 30 minutes; "more than" — exactly 30 minutes is not enough). */
export const GIFT_MIN_GAP_MS = 30 * 60 * 1000;

export interface GiftRecord {
  /** shows on the record's date */
  readonly count: number;
  /** when it last showed (ms since the epoch) */
  readonly timestamp: number;
}

/** Who is looking, and where: every one must hold for the prompt to be considered. */
export interface GiftAudience {
  readonly loggedIn: boolean;
  readonly phone: boolean;
  /** the site table's `giftPrompt` flag */
  readonly enabled: boolean;
}

export type GiftDecision = { readonly show: false } | { readonly show: true; readonly next: string };

/** Two runs of digits separated by one slash: `1/1763888400000`. Signs, decimals, spaces and extra parts are not numeric parts. */
const STORED = /^(\d{1,6})\/(\d{1,16})$/;

/** The stored value as a record, or null when absent or malformed (then it counts as absent). */
export function parseGiftRecord(raw: string | null | undefined): GiftRecord | null {
  if (raw == null) return null;
  const match = STORED.exec(raw);
  if (!match) return null;
  const count = Number(match[1]);
  const timestamp = Number(match[2]);
  if (!Number.isSafeInteger(count) || !Number.isSafeInteger(timestamp)) return null;
  return { count, timestamp };
}

export function formatGiftRecord(record: GiftRecord): string {
  return `${record.count}/${record.timestamp}`;
}

/** A day's identity in the visitor's local time zone (the default day function). */
export function localDay(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * Whether the prompt shows now, and if so the value to store (written when it shows, so a reload
 * counts as the next show). `dayOf` names a moment's local date.
 */
export function decideGift(audience: GiftAudience, stored: string | null | undefined, now: number, dayOf: (ms: number) => string = localDay): GiftDecision {
  if (audience.loggedIn || !audience.phone || !audience.enabled) return { show: false };
  const record = parseGiftRecord(stored);
  // a new local date (either way: a clock set back to yesterday also starts a new count)
  const today = record !== null && dayOf(record.timestamp) === dayOf(now) ? record : null;
  if (today === null || today.count === 0) return { show: true, next: formatGiftRecord({ count: 1, timestamp: now }) };
  if (today.count >= GIFT_MAX_PER_DAY) return { show: false };
  if (now - today.timestamp <= GIFT_MIN_GAP_MS) return { show: false };
  return { show: true, next: formatGiftRecord({ count: today.count + 1, timestamp: now }) };
}

/** Pages where the prompt never shows: signing in or up already (our choice; a sign-up prompt over the sign-up form helps nobody). */
export function offersGiftOn(path: string): boolean {
  return !/^\/(login|signup|auth)(\/|$)/.test(path);
}
