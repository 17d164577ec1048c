import type { MarketKind, Tick } from '../domain/prices';

/** A tick's minute so far: open, high, low and volumes (its close is the tick's `last`; its start, unless given, the minute of the tick). */
export interface TickMinute {
  t?: number;
  o: string;
  h: string;
  l: string;
  base: string;
  quote: string;
}

/**
 * A tick for tests, as the simulator publishes it: BTC_USDT spot at unix ms `ms`, closing at `last`
 * with its minute's figures so far; the 24 h figures, bid and ask '1' unless `overrides` name them.
 */
export function tickAt(
  ms: number,
  last: string,
  minute: TickMinute,
  overrides: Partial<Omit<Tick, 't' | 'last' | 'minute'>> & { kind?: MarketKind } = {},
): Tick {
  return {
    kind: 'spot',
    name: 'BTC_USDT',
    t: ms,
    last,
    open24h: '1',
    openUtc0: '1',
    openUtc8: '1',
    high24h: '1',
    low24h: '1',
    baseVolume: '1',
    quoteVolume: '1',
    bid: '1',
    ask: '1',
    ...overrides,
    minute: { t: Math.floor(ms / 60_000) * 60, ...minute },
  };
}
