/**
 * When a live price stops being current: one bound for the whole site. A price older than
 * STALE_AFTER_MS shows as stale (lib/live/use-staleness.ts) and the order ticket refuses a market
 * order on it. Pure.
 */
export const STALE_AFTER_MS = 10_000;

/** How often a surface looks at its price's age (ms): often enough to turn stale promptly, not every frame. */
export const STALE_CHECK_MS = 1_000;

/** Ages are told in steps of this many seconds: an accessible name that does not change every second. */
export const AGE_STEP_S = 5;

export interface Staleness {
  readonly stale: boolean;
  /** whole seconds since the value was last known current, in AGE_STEP_S steps (0 while fresh) */
  readonly ageSeconds: number;
}

export const FRESH: Staleness = { stale: false, ageSeconds: 0 };

/** Whether a value last known current at `since` (ms) is stale at `now`, and its age. */
export function stalenessAt(since: number, now: number): Staleness {
  const age = Math.max(0, now - since);
  if (age <= STALE_AFTER_MS) return FRESH;
  return { stale: true, ageSeconds: Math.floor(age / 1000 / AGE_STEP_S) * AGE_STEP_S };
}
