import { describe, expect, it } from 'vitest';
import {
  decideGift,
  formatGiftRecord,
  GIFT_MAX_PER_DAY,
  GIFT_MIN_GAP_MS,
  GIFT_STORAGE_KEY,
  localDay,
  parseGiftRecord,
  type GiftAudience,
  offersGiftOn,
} from './gift-rules';

const guestOnPhone: GiftAudience = { loggedIn: false, phone: true, enabled: true };
/** A day function in UTC, so the tests do not depend on the machine's time zone. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const NOON = Date.UTC(2026, 10, 23, 12, 0, 0);
const MINUTE = 60_000;

function decide(stored: string | null, now: number, audience: GiftAudience = guestOnPhone) {
  return decideGift(audience, stored, now, utcDay);
}

describe('gift prompt constants (spec doc 2 §9)', () => {
  it('are two shows a day, more than 30 minutes apart, under one key', () => {
    expect(GIFT_MAX_PER_DAY).toBe(2);
    expect(GIFT_MIN_GAP_MS).toBe(30 * MINUTE);
    expect(GIFT_STORAGE_KEY).toBe('mobile_gift_dialog');
  });
});

describe('who sees it', () => {
  it.each<[string, GiftAudience, boolean]>([
    ['a guest on a phone where the flag is on', guestOnPhone, true],
    ['a logged-in user', { ...guestOnPhone, loggedIn: true }, false],
    ['a guest on a wider screen', { ...guestOnPhone, phone: false }, false],
    ['a guest on a site without the flag', { ...guestOnPhone, enabled: false }, false],
    ['nobody when nothing holds', { loggedIn: true, phone: false, enabled: false }, false],
  ])('%s: %s', (_label, audience, shows) => {
    expect(decide(null, NOON, audience).show).toBe(shows);
  });
});

describe('the daily count', () => {
  it('shows the first time and stores 1/now', () => {
    expect(decide(null, NOON)).toEqual({ show: true, next: `1/${NOON}` });
  });

  it('shows a second time more than 30 minutes later and stores 2/now', () => {
    const later = NOON + 31 * MINUTE;
    expect(decide(`1/${NOON}`, later)).toEqual({ show: true, next: `2/${later}` });
  });

  it('does not show a second time within 30 minutes, nor at exactly 30 minutes', () => {
    expect(decide(`1/${NOON}`, NOON).show).toBe(false);
    expect(decide(`1/${NOON}`, NOON + 29 * MINUTE).show).toBe(false);
    expect(decide(`1/${NOON}`, NOON + GIFT_MIN_GAP_MS).show).toBe(false);
  });

  it('shows one millisecond past 30 minutes', () => {
    expect(decide(`1/${NOON}`, NOON + GIFT_MIN_GAP_MS + 1)).toEqual({ show: true, next: `2/${NOON + GIFT_MIN_GAP_MS + 1}` });
  });

  it('never shows a third time the same day, however long after', () => {
    expect(decide(`2/${NOON}`, NOON + 31 * MINUTE).show).toBe(false);
    expect(decide(`2/${NOON - 11 * 60 * MINUTE}`, NOON + 11 * 60 * MINUTE).show).toBe(false);
    expect(decide(`7/${NOON}`, NOON + 3 * 60 * MINUTE).show).toBe(false);
  });

  it('counts a stored 0 as no show yet today', () => {
    expect(decide(`0/${NOON}`, NOON + MINUTE)).toEqual({ show: true, next: `1/${NOON + MINUTE}` });
  });

  it('starts again on a new date, even a minute after midnight', () => {
    const lateEvening = Date.UTC(2026, 10, 23, 23, 59, 0);
    const justAfterMidnight = Date.UTC(2026, 10, 24, 0, 0, 30);
    expect(decide(`2/${lateEvening}`, justAfterMidnight)).toEqual({ show: true, next: `1/${justAfterMidnight}` });
    // a first show late in the day, then the next day within 30 minutes: a new day's first show
    expect(decide(`1/${lateEvening}`, justAfterMidnight)).toEqual({ show: true, next: `1/${justAfterMidnight}` });
  });

  it('starts again when the clock went back to an earlier date', () => {
    const yesterday = NOON - 24 * 60 * MINUTE;
    expect(decide(`2/${NOON}`, yesterday)).toEqual({ show: true, next: `1/${yesterday}` });
  });

  it('does not show again when the stored time is later today than now (clock set back within the day)', () => {
    expect(decide(`1/${NOON}`, NOON - 60 * MINUTE).show).toBe(false);
  });

  it('uses the day function it is given: the same two moments are one day in UTC and two in UTC+3', () => {
    const first = Date.UTC(2026, 10, 23, 20, 0, 0);
    const second = Date.UTC(2026, 10, 23, 21, 30, 0); // 00:30 on the 24th in UTC+3
    const utcPlus3 = (ms: number) => utcDay(ms + 3 * 60 * MINUTE);
    expect(decideGift(guestOnPhone, `2/${first}`, second, utcDay).show).toBe(false);
    expect(decideGift(guestOnPhone, `2/${first}`, second, utcPlus3)).toEqual({ show: true, next: `1/${second}` });
  });
});

describe('the stored value', () => {
  it('reads count/timestamp and writes it back the same way', () => {
    expect(parseGiftRecord(`2/${NOON}`)).toEqual({ count: 2, timestamp: NOON });
    expect(formatGiftRecord({ count: 2, timestamp: NOON })).toBe(`2/${NOON}`);
    expect(parseGiftRecord(formatGiftRecord({ count: 1, timestamp: 0 }))).toEqual({ count: 1, timestamp: 0 });
  });

  it.each([
    ['absent', null],
    ['undefined', undefined],
    ['empty', ''],
    ['one part', '2'],
    ['no count', `/${NOON}`],
    ['no timestamp', '2/'],
    ['three parts', `1/${NOON}/3`],
    ['letters', 'two/yesterday'],
    ['a number with letters', `2/${NOON}x`],
    ['a negative count', `-1/${NOON}`],
    ['a decimal count', `1.5/${NOON}`],
    ['an exponent', '2/1e12'],
    ['spaces', ` 2/${NOON}`],
    ['another separator', `2-${NOON}`],
    ['JSON', JSON.stringify({ count: 2, timestamp: NOON })],
    ['a count beyond any sense', `9999999/${NOON}`],
    ['a timestamp beyond a safe integer', '1/99999999999999999'],
  ])('%s (%j) is treated as absent', (_label, raw) => {
    expect(parseGiftRecord(raw)).toBeNull();
    // absent: the prompt shows as a first show, however the malformed value looked
    expect(decide(raw ?? null, NOON)).toEqual({ show: true, next: `1/${NOON}` });
  });

  it('a malformed value does not stop the prompt on a day it was already shown twice', () => {
    expect(decide(`2/${NOON}`, NOON + MINUTE).show).toBe(false);
    expect(decide(`2/${NOON} `, NOON + MINUTE).show).toBe(true);
  });
});

describe('localDay', () => {
  it('names the same local date for two moments of one day and different dates across midnight', () => {
    const morning = new Date(2026, 10, 23, 0, 0, 1).getTime();
    const night = new Date(2026, 10, 23, 23, 59, 59).getTime();
    const next = new Date(2026, 10, 24, 0, 0, 0).getTime();
    expect(localDay(morning)).toBe(localDay(night));
    expect(localDay(night)).not.toBe(localDay(next));
  });
});

describe('offersGiftOn', () => {
  it('stays away from the log-in, sign-up and auth pages, and nowhere else', () => {
    for (const path of ['/login', '/login/reset', '/signup', '/signup/', '/auth/callback']) expect(offersGiftOn(path), path).toBe(false);
    for (const path of ['/', '/price', '/loginx', '/signups', '/reminder']) expect(offersGiftOn(path), path).toBe(true);
  });
});
