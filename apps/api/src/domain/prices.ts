/**
 * Prices as every layer of the API sees them: the kinds of instrument, the figures a tick of the
 * market simulator reports (market/simulator.ts makes them; the hub, the live prices, the order
 * matcher and the price alerts read them), a step's price range, and the pure arithmetic on
 * prices the market engine and the calls share. No I/O: the market engine depends on this module,
 * never the other way.
 */

export type MarketKind = 'spot' | 'futures' | 'testnet';

/** An instrument's figures after the ticks of one step (prices rounded to its decimals). */
export interface Tick {
  kind: MarketKind;
  name: string;
  /** unix ms of the tick */
  t: number;
  last: string;
  open24h: string;
  openUtc0: string;
  openUtc8: string;
  high24h: string;
  low24h: string;
  /** 24 h volumes */
  baseVolume: string;
  quoteVolume: string;
  /** one price unit below / above last: a one-tick spread */
  bid: string;
  ask: string;
  /** the minute containing `t` so far (unix seconds of its start; o, h, l, base and quote volume; its close is `last`) */
  minute: { t: number; o: string; h: string; l: string; base: string; quote: string };
}

/** The lowest and highest price an instrument traded at during one step (every tick of it). */
export interface PriceRange {
  kind: MarketKind;
  name: string;
  low: string;
  high: string;
}

/** Decimal places that give about six significant digits at `price` (0 to 14). */
export function decimalsFor(price: number): number {
  if (!(price > 0)) return 8;
  return Math.min(14, Math.max(0, 5 - Math.floor(Math.log10(price))));
}

/** Percent change from `open` to `last`, two decimals ('0.00' when the open is zero). */
export function changePercent(last: string, open: string): string {
  const o = Number(open);
  if (!(o > 0)) return '0.00';
  const text = ((Number(last) / o - 1) * 100).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}
