import { z } from 'zod/mini';
import { defineCall, ok, unlessMissing } from './define';

/**
 * Chart constants and saved state (spec doc 2 §3 "Chart saved state exists per chart", §4
 * "switching theme … saves chart data; data is saved automatically on auto-save and before page
 * unload", §9 chart constants).
 */

/** Resolutions as the chart names them (TradingView's), spec §9, in the picker's order. */
export const CHART_RESOLUTIONS = [
  '1S',
  '10S',
  '30S',
  '1',
  '3',
  '5',
  '15',
  '30',
  '60',
  '120',
  '240',
  '360',
  '480',
  '720',
  '1D',
  '2D',
  '3D',
  '5D',
  '1W',
  '1M',
] as const;
export type ChartResolution = (typeof CHART_RESOLUTIONS)[number];
export const DEFAULT_RESOLUTION: ChartResolution = '60';
/** The data feed's searchSymbols answers after this delay (spec §9). */
export const SYMBOL_SEARCH_DELAY_MS = 1000;
/** Saved state is written this long after the last change (spec §9), and at once before unload. */
export const CHART_AUTOSAVE_MS = 2000;
/** The multi-chart layouts: 1, 2 or 4 charts. */
export const CHART_LAYOUTS = [1, 2, 4] as const;
export type ChartLayout = (typeof CHART_LAYOUTS)[number];

/**
 * One indicator as saved: its kind and inputs. Input ranges are checked by packages/indicators
 * (the API and the chart both apply those checks); this schema checks the shape.
 */
export const savedIndicatorSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('MACD'),
    inputs: z.object({
      fastLength: z.number().check(z.int()),
      slowLength: z.number().check(z.int()),
      signalLength: z.number().check(z.int()),
      source: z.enum(['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4']),
    }),
  }),
  z.object({ type: z.literal('KDJ'), inputs: z.object({ period: z.number().check(z.int()), m1: z.number().check(z.int()), m2: z.number().check(z.int()) }) }),
  z.object({ type: z.literal('TD'), inputs: z.object({ onlyNineAndThirteen: z.boolean() }) }),
]);
export type SavedIndicator = z.output<typeof savedIndicatorSchema>;

/**
 * One chart's saved state: the pair it shows, its resolution and its indicators (each kind at most
 * once). A multi-chart page also saves its layout under its own chart id.
 */
export const chartStateSchema = z.object({
  v: z.literal(1),
  pair: z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/)),
  resolution: z.enum(CHART_RESOLUTIONS),
  indicators: z.array(savedIndicatorSchema).check(z.maxLength(3)),
  /** only on a multi-chart page's layout record */
  layout: z.optional(z.union([z.literal(1), z.literal(2), z.literal(4)])),
});
export type ChartState = z.output<typeof chartStateSchema>;

/** Largest saved state, in characters of its JSON text. */
export const CHART_STATE_MAX_CHARS = 4096;
/** Charts a user may keep saved state for; saving another replaces the least recently saved. */
export const MAX_SAVED_CHARTS = 20;

/** A chart's id: which chart on which page, e.g. `trade`, `multi-0` … `multi-3`. */
export const chartId = z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, { error: unlessMissing('chart must be 1 to 32 lowercase letters, digits or dashes') }));

/** The logged-in user's saved state of one chart, or null when none is saved. 401 for guests. Fallback: null (the chart then uses local storage, then defaults). */
export const getChartState = defineCall({
  method: 'GET',
  path: '/apiw/v2/chart/state',
  request: z.strictObject({ chart: chartId }),
  answer: ok(z.object({ state: z.nullable(chartStateSchema), updated_ms: z.number().check(z.int(), z.gte(0)) })),
  fallback: { code: 0, message: '', data: { state: null, updated_ms: 0 } },
});

/**
 * Saves one chart's state (CSRF): `state` is its JSON text (at most CHART_STATE_MAX_CHARS),
 * refused with 400 unless it parses to a valid chartStateSchema whose indicator inputs are in range.
 */
export const saveChartState = defineCall({
  method: 'POST',
  path: '/apiw/v2/chart/state',
  request: z.strictObject({
    chart: chartId,
    state: z.string().check(z.maxLength(CHART_STATE_MAX_CHARS, `state must be at most ${CHART_STATE_MAX_CHARS} characters of JSON`)),
  }),
  answer: ok(z.object({ updated_ms: z.number().check(z.int(), z.gte(0)) })),
  fallback: { code: 0, message: '', data: { updated_ms: 0 } },
});
