import { describe, expect, it } from 'vitest';
import { NOTICE_KINDS } from '@/lib/compliance/compliance-state';
import { acknowledge, ASSET_DIALOG_RESHOW_MS, dueNotices, HK_DIALOG_RESHOW_MS, isDue, NOTHING_ACKNOWLEDGED, parseAcknowledged } from './reshow';

const T0 = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

describe('reshow timers (the clock is passed in)', () => {
  it('the constants are the spec figures', () => {
    expect(ASSET_DIALOG_RESHOW_MS).toBe(2592e6);
    expect(HK_DIALOG_RESHOW_MS).toBe(DAY);
  });

  it.each([
    ['hk', 0, false],
    ['hk', DAY - 1, false],
    ['hk', DAY, true],
    ['nl', 29 * DAY, false],
    ['nl', 30 * DAY, true],
    ['uz', 30 * DAY - 1, false],
    ['uz', 31 * DAY, true],
  ] as const)('%s acknowledged, %d ms later: due %s', (kind, later, due) => {
    expect(isDue(kind, acknowledge(NOTHING_ACKNOWLEDGED, kind, T0), T0 + later)).toBe(due);
  });

  it('never acknowledged: due', () => {
    for (const kind of NOTICE_KINDS) expect(isDue(kind, NOTHING_ACKNOWLEDGED, T0)).toBe(true);
  });

  it('session notices stay away for the session whatever the clock', () => {
    const acked = acknowledge(NOTHING_ACKNOWLEDGED, 'uk', T0);
    expect(isDue('uk', acked, T0 + 365 * DAY)).toBe(false);
    expect(isDue('closedMarket', acked, T0)).toBe(true);
    expect(acknowledge(acked, 'uk', T0).session).toEqual(['uk']);
  });

  it('a stored time in the future waits a full period from now', () => {
    const acked = acknowledge(NOTHING_ACKNOWLEDGED, 'hk', T0 + 10 * DAY);
    expect(isDue('hk', acked, T0)).toBe(false);
  });

  it('dueNotices keeps the queue order', () => {
    const acked = acknowledge(acknowledge(NOTHING_ACKNOWLEDGED, 'hk', T0), 'uk', T0);
    expect(dueNotices(['toast', 'uk', 'nl', 'hk', 'brazil'], acked, T0 + 1000)).toEqual(['toast', 'nl', 'brazil']);
    expect(dueNotices(['uk', 'hk'], acked, T0 + 2 * DAY)).toEqual(['hk']);
  });

  it('parses what it stored and ignores anything malformed', () => {
    const acked = acknowledge(acknowledge(NOTHING_ACKNOWLEDGED, 'hk', T0), 'uk', T0);
    expect(parseAcknowledged(JSON.stringify(acked.at), JSON.stringify(acked.session), NOTICE_KINDS)).toEqual(acked);
    expect(parseAcknowledged('{', '[', NOTICE_KINDS)).toEqual(NOTHING_ACKNOWLEDGED);
    expect(parseAcknowledged('[1]', '{}', NOTICE_KINDS)).toEqual(NOTHING_ACKNOWLEDGED);
    expect(parseAcknowledged('{"hk":"x","nope":1,"nl":-5,"uz":1e400}', '["uk","nope",3,"uk"]', NOTICE_KINDS)).toEqual({ at: {}, session: ['uk'] });
    expect(parseAcknowledged(null, null, NOTICE_KINDS)).toEqual(NOTHING_ACKNOWLEDGED);
  });
});
