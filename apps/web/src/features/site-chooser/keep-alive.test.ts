import { describe, expect, it } from 'vitest';
import { chooserOutcome, parseStoredChoice, showsSiteChooser, SITE_CHOICE_COOKIE } from './keep-alive';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const DAY = 86_400_000;

describe('exchange selector keep-alive', () => {
  it.each([
    [{ kind: 'cancel' } as const, 1, 'none', false],
    [{ kind: 'confirm', choice: 'global', dontShowFor7Days: false } as const, 1, 'global', false],
    [{ kind: 'confirm', choice: 'global', dontShowFor7Days: true } as const, 7, 'global', false],
    [{ kind: 'confirm', choice: 'tr', dontShowFor7Days: false } as const, 1, 'tr', true],
    [{ kind: 'confirm', choice: 'tr', dontShowFor7Days: true } as const, 7, 'tr', true],
  ])('%o keeps it %i day(s), stores %s, leaves: %s', (action, days, choice, leave) => {
    const outcome = chooserOutcome(action, NOW);
    expect(outcome.leave).toBe(leave);
    expect(outcome.cookie).toEqual({ name: SITE_CHOICE_COOKIE, value: `${choice}:${NOW + days * DAY}`, expires: new Date(NOW + days * DAY) });
    // stored, it keeps the selector away until exactly then
    const base = { offers: true, fromThere: true, stored: outcome.cookie.value };
    expect(showsSiteChooser({ ...base, now: NOW + days * DAY - 1 })).toBe(false);
    expect(showsSiteChooser({ ...base, now: NOW + days * DAY })).toBe(true);
  });

  it('opens only on a site that offers another, for visitors from there', () => {
    expect(showsSiteChooser({ offers: true, fromThere: true, stored: undefined, now: NOW })).toBe(true);
    expect(showsSiteChooser({ offers: false, fromThere: true, stored: undefined, now: NOW })).toBe(false);
    expect(showsSiteChooser({ offers: true, fromThere: false, stored: undefined, now: NOW })).toBe(false);
  });

  it.each(['', 'tr', 'tr:', 'xx:123', 'tr:abc', 'tr:1:2', `tr:${'9'.repeat(16)}`, ' tr:123', 'TR:123'])('ignores a malformed value %j', (value) => {
    expect(parseStoredChoice(value)).toBeNull();
    expect(showsSiteChooser({ offers: true, fromThere: true, stored: value, now: NOW })).toBe(true);
  });
});
