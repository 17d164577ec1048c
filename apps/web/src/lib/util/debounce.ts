/**
 * A leading-edge guard: the first call runs, calls within `ms` after it are dropped (the spec's
 * "confirm debounced 1 500 ms": a double click submits once).
 */
export function leadingGuard<A extends unknown[]>(ms: number, run: (...args: A) => void, now: () => number = Date.now): (...args: A) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    run(...args);
    return true;
  };
}
