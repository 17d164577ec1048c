import { CHART_RESOLUTIONS, type ChartResolution } from '@exchange/contract/chart';
import { CANDLE_INTERVALS, type CandleIntervalName } from '@exchange/contract/market';

/**
 * Chart resolutions (TradingView's names, spec doc 2 §9) ↔ the candle API's intervals (Gate's
 * names, contract `marketCandles`). One table, both directions; '1M' is the calendar month ('30d').
 */
const TABLE = {
  '1S': '1s',
  '10S': '10s',
  '30S': '30s',
  '1': '1m',
  '3': '3m',
  '5': '5m',
  '15': '15m',
  '30': '30m',
  '60': '1h',
  '120': '2h',
  '240': '4h',
  '360': '6h',
  '480': '8h',
  '720': '12h',
  '1D': '1d',
  '2D': '2d',
  '3D': '3d',
  '5D': '5d',
  '1W': '7d',
  '1M': '30d',
} as const satisfies Record<ChartResolution, CandleIntervalName>;

const REVERSE = new Map<string, ChartResolution>(Object.entries(TABLE).map(([resolution, interval]) => [interval, resolution as ChartResolution]));

export function isChartResolution(value: unknown): value is ChartResolution {
  return typeof value === 'string' && (CHART_RESOLUTIONS as readonly string[]).includes(value);
}

/** The API interval of a chart resolution. */
export function toInterval(resolution: ChartResolution): CandleIntervalName {
  return TABLE[resolution];
}

/** The chart resolution of an API interval, or undefined for a name that is not one. */
export function fromInterval(interval: string): ChartResolution | undefined {
  return (CANDLE_INTERVALS as readonly string[]).includes(interval) ? REVERSE.get(interval) : undefined;
}

export type ResolutionUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months';

/** How a resolution is named to people: a count and a unit ('120' is 2 hours, '1D' 1 day). */
export function resolutionLabel(resolution: ChartResolution): { readonly count: number; readonly unit: ResolutionUnit } {
  const match = /^(\d+)([SDWM]?)$/.exec(resolution);
  const count = Number(match?.[1] ?? 1);
  const suffix = match?.[2] ?? '';
  if (suffix === 'S') return { count, unit: 'seconds' };
  if (suffix === 'D') return { count, unit: 'days' };
  if (suffix === 'W') return { count, unit: 'weeks' };
  if (suffix === 'M') return { count, unit: 'months' };
  return count % 60 === 0 ? { count: count / 60, unit: 'hours' } : { count, unit: 'minutes' };
}

/** Whether the resolution needs seconds candles (only pairs whose pair info says `has_seconds`). */
export function isSecondsResolution(resolution: ChartResolution): boolean {
  return resolution.endsWith('S');
}

/** A period's nominal length in seconds (a month counts 30 days: only used to size requests). */
export function resolutionSeconds(resolution: ChartResolution): number {
  const { count, unit } = resolutionLabel(resolution);
  const unitSeconds = { seconds: 1, minutes: 60, hours: 3600, days: 86_400, weeks: 604_800, months: 2_592_000 }[unit];
  return count * unitSeconds;
}

/** The resolutions a pair offers: all, or all but the seconds ones. */
export function resolutionsFor(hasSeconds: boolean): ChartResolution[] {
  return CHART_RESOLUTIONS.filter((r) => hasSeconds || !isSecondsResolution(r));
}

/** The seconds multipliers TradingView's symbol info lists for `has_seconds`. */
export const SECONDS_MULTIPLIERS = ['1', '10', '30'] as const;
