import { SCROLL_THROTTLE_MS, VIEW_ALL_THRESHOLD_PX } from './constants';

/** The 'View All' link shows only after the list is scrolled 450 px or more (spec §4). */
export function shouldShowViewAll(scrollTop: number): boolean {
  return scrollTop >= VIEW_ALL_THRESHOLD_PX;
}

export interface Clock {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Throttled<A> {
  (value: A): void;
  /** drops a pending trailing call (on unmount) */
  readonly cancel: () => void;
}

/**
 * A throttle with a leading and a trailing call: the first value runs at once, later ones at most
 * once per `wait` ms, and the last value of a burst always runs (so the link shows for where the
 * scroll came to rest, not where it was 200 ms before).
 */
export function throttle<A>(run: (value: A) => void, wait = SCROLL_THROTTLE_MS, clock: Clock = realClock): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: unknown;
  let pending: { value: A } | undefined;
  const fire = (value: A) => {
    last = clock.now();
    pending = undefined;
    run(value);
  };
  const throttled = (value: A) => {
    const elapsed = clock.now() - last;
    if (elapsed >= wait && timer === undefined) {
      fire(value);
      return;
    }
    pending = { value };
    if (timer !== undefined) return;
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        if (pending) fire(pending.value);
      },
      Math.max(0, wait - elapsed),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
