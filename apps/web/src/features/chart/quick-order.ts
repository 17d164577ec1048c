import type { ChartLayout } from '@exchange/contract/chart';

/** How the page shows prices: plain prices, or market caps (pilot symbols can be shown by market cap). */
export type PriceMode = 'price' | 'marketCap';

/**
 * Whether the context menu offers the price entries (buy/sell limit at the cross-hair price), spec
 * doc 2 §5: the price's first character is a digit, the layout is single, and it is not a pilot
 * symbol shown in market-cap mode.
 */
export function quickOrderAllowed(input: {
  readonly priceText: string;
  readonly layout: ChartLayout;
  readonly isPilot: boolean;
  readonly priceMode: PriceMode;
}): boolean {
  return /^[0-9]/.test(input.priceText) && input.layout === 1 && !(input.isPilot && input.priceMode === 'marketCap');
}

/** The cross-hair price as text with the pair's decimals; '' when there is none. */
export function priceText(price: number | null | undefined, decimals: number): string {
  if (price === null || price === undefined || !Number.isFinite(price)) return '';
  return price.toFixed(Math.max(0, Math.min(14, Math.trunc(decimals))));
}

/** The alert prices a live price crossed between two ticks (inclusive): the alerts to check again. */
export function crossedPrices(previous: number | undefined, current: number, prices: readonly number[]): number[] {
  if (previous === undefined || !Number.isFinite(previous) || !Number.isFinite(current)) return [];
  const low = Math.min(previous, current);
  const high = Math.max(previous, current);
  return prices.filter((p) => p >= low && p <= high && previous !== current);
}
