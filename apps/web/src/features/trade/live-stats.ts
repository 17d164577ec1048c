import type { PairInfo } from '@exchange/contract/trade';
import { compare, parseDecimal } from '@exchange/decimal/dec';

/** The pair header's figures, as decimal text. */
export interface PairStats {
  readonly last: string;
  /** 24 h change percent, signed */
  readonly change: string;
  readonly high: string;
  readonly low: string;
  /** 24 h volume in the quote currency */
  readonly volume: string;
}

/** A tick's part the header reads (src/lib/live/live-feed.ts `Tick`). */
export interface StatsTick {
  readonly last: string;
  /** rolling 24 h change */
  readonly change: string;
  readonly quoteVolume: string;
}

export function statsOf(info: Pick<PairInfo, 'last' | 'change_percentage' | 'high_24h' | 'low_24h' | 'volume_24h'>): PairStats {
  return { last: info.last, change: info.change_percentage, high: info.high_24h, low: info.low_24h, volume: info.volume_24h };
}

const isPositive = (text: string) => {
  const d = parseDecimal(text);
  return d !== undefined && d.units > 0n;
};

/**
 * The figures with a live tick applied: last price, change and volume from the tick; the 24 h high
 * and low widened to take in the new price. (A high that leaves the rolling window comes back
 * down when pair_info is next read: the ticker carries no high or low.) A tick with no usable
 * price changes nothing.
 */
export function withTick(stats: PairStats, tick: StatsTick | undefined): PairStats {
  if (!tick) return stats;
  const last = parseDecimal(tick.last);
  if (!last || last.units === 0n) return stats;
  const high = parseDecimal(stats.high);
  const low = parseDecimal(stats.low);
  return {
    last: tick.last,
    change: /^-?\d+(\.\d+)?$/.test(tick.change) ? tick.change : stats.change,
    high: !high || compare(last, high) > 0 ? tick.last : stats.high,
    low: !low || !isPositive(stats.low) || compare(last, low) < 0 ? tick.last : stats.low,
    volume: /^\d+(\.\d+)?$/.test(tick.quoteVolume) ? tick.quoteVolume : stats.volume,
  };
}
