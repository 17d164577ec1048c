import { describe, expect, it } from 'vitest';
import { LIST_HEIGHT_PX, OVERSCAN_ROWS, ROW_HEIGHT_PX, SCROLL_THROTTLE_MS, VIEW_ALL_THRESHOLD_PX } from './constants';
import { shouldShowViewAll, throttle, type Clock } from './view-all';

/** A hand-driven clock: `advance(ms)` runs the timers that come due. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = next++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((t) => t.id !== handle);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.length };
}

describe('the spec constants', () => {
  it('are the spec §9 values', () => {
    expect([ROW_HEIGHT_PX, LIST_HEIGHT_PX, OVERSCAN_ROWS, VIEW_ALL_THRESHOLD_PX, SCROLL_THROTTLE_MS]).toEqual([52, 530, 9, 450, 200]);
  });
});

describe('shouldShowViewAll', () => {
  it('shows from 450 px of scroll', () => {
    expect(shouldShowViewAll(0)).toBe(false);
    expect(shouldShowViewAll(449.5)).toBe(false);
    expect(shouldShowViewAll(450)).toBe(true);
    expect(shouldShowViewAll(2000)).toBe(true);
  });
});

describe('throttle', () => {
  it('runs the first call at once and at most once per 200 ms after', () => {
    const { clock, advance } = fakeClock();
    const seen: number[] = [];
    const t = throttle((v: number) => seen.push(v), 200, clock);
    t(1);
    expect(seen).toEqual([1]);
    t(2);
    t(3);
    advance(100);
    expect(seen).toEqual([1]);
    advance(100);
    // the trailing call carries the burst's last value
    expect(seen).toEqual([1, 3]);
    t(4);
    expect(seen).toEqual([1, 3]);
    advance(200);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('runs a call at once again after a quiet period', () => {
    const { clock, advance } = fakeClock();
    const seen: number[] = [];
    const t = throttle((v: number) => seen.push(v), 200, clock);
    t(1);
    advance(500);
    t(2);
    expect(seen).toEqual([1, 2]);
  });

  it('cancel drops the pending trailing call', () => {
    const { clock, advance, pending } = fakeClock();
    const seen: number[] = [];
    const t = throttle((v: number) => seen.push(v), 200, clock);
    t(1);
    t(2);
    expect(pending()).toBe(1);
    t.cancel();
    advance(1000);
    expect(seen).toEqual([1]);
  });

  it('a scroll burst past the threshold ends with the link shown', () => {
    const { clock, advance } = fakeClock();
    let shown = false;
    const t = throttle((top: number) => (shown = shouldShowViewAll(top)), 200, clock);
    t(0);
    advance(16);
    t(300);
    advance(16);
    t(600);
    // the jump past 450 waits for the throttle
    expect(shown).toBe(false);
    advance(200);
    expect(shown).toBe(true);
  });
});
