import type { Bar } from './datafeed-types';

/**
 * The bars after a live bar arrives (bars oldest first, `time` in ms): the newest candle's update
 * replaces it, a newer candle is appended, and a bar older than the newest is refused (null): a
 * late tick must not rewrite history out of order.
 */
export function withLiveBar(bars: readonly Bar[], bar: Bar): Bar[] | null {
  const last = bars.at(-1);
  if (last && bar.time < last.time) return null;
  return last && bar.time === last.time ? [...bars.slice(0, -1), bar] : [...bars, bar];
}

/** The bars after a page of history arrives: the older page's bars from before the first bar, then the bars. */
export function withOlderBars(bars: readonly Bar[], older: readonly Bar[]): Bar[] {
  const firstTime = bars[0]?.time ?? Infinity;
  return [...older.filter((b) => b.time < firstTime), ...bars];
}
