import { chartStateSchema, DEFAULT_RESOLUTION, type ChartLayout, type ChartState, type SavedIndicator } from '@exchange/contract/chart';
import { checkKdjInputs } from '@exchange/indicators/kdj';
import { checkMacdInputs } from '@exchange/indicators/macd';
import { checkTdSequentialInputs } from '@exchange/indicators/td-sequential';
import { isSecondsResolution } from './resolution';

/** Local storage key of a chart's saved state. */
export const LOCAL_KEY_PREFIX = 'chart_state:';
/** The chart id under which a multi-chart page keeps its layout. */
export const LAYOUT_CHART_ID = 'trade-layout';
/** The chart ids of the trade page's charts, by position. */
export const TRADE_CHART_IDS = ['trade-0', 'trade-1', 'trade-2', 'trade-3'] as const;
export type IndicatorType = SavedIndicator['type'];
export const INDICATOR_TYPES: readonly IndicatorType[] = ['MACD', 'KDJ', 'TD'];

export function defaultChartState(pair: string): ChartState {
  return { v: 1, pair, resolution: DEFAULT_RESOLUTION, indicators: [] };
}

/** The input issues of one saved indicator (the indicators package's checks). */
export function indicatorIssues(indicator: SavedIndicator) {
  if (indicator.type === 'MACD') return checkMacdInputs(indicator.inputs);
  if (indicator.type === 'KDJ') return checkKdjInputs(indicator.inputs);
  return checkTdSequentialInputs(indicator.inputs);
}

/** A stored value as a chart state, or null: the contract's shape, inputs in range, each indicator kind at most once. */
export function parseChartState(value: unknown): ChartState | null {
  const parsed = chartStateSchema.safeParse(value);
  if (!parsed.success) return null;
  const kinds = parsed.data.indicators.map((i) => i.type);
  if (new Set(kinds).size !== kinds.length) return null;
  if (parsed.data.indicators.some((i) => indicatorIssues(i).length > 0)) return null;
  return parsed.data;
}

export interface RestoreInput {
  /** the API's saved state (logged in), or null */
  readonly api: unknown;
  /** the local storage state, or null */
  readonly local: unknown;
  /** the pair when nothing valid is saved */
  readonly defaultPair: string;
  /** the chart must show this pair (the page's chart): saved resolution and indicators are kept */
  readonly fixedPair?: string;
  /** the pairs the site lists, when known: a saved pair not among them is replaced by the default */
  readonly pairs?: readonly string[];
  /** whether the shown pair records seconds: otherwise a seconds resolution falls back to the default */
  readonly hasSeconds: (pair: string) => boolean;
}

/**
 * The state a chart opens with: the API's over local storage's over the defaults (each taken whole
 * when valid, never mixed), then made to fit the page: the fixed pair, a listed pair, a resolution
 * the pair offers.
 */
export function restoreChartState(input: RestoreInput): { readonly state: ChartState; readonly source: 'api' | 'local' | 'default' } {
  const api = parseChartState(input.api);
  const local = api ? null : parseChartState(input.local);
  const source = api ? 'api' : local ? 'local' : 'default';
  const found = api ?? local ?? defaultChartState(input.defaultPair);
  let pair = input.fixedPair ?? found.pair;
  if (!input.fixedPair && input.pairs && !input.pairs.includes(pair)) pair = input.defaultPair;
  const resolution = isSecondsResolution(found.resolution) && !input.hasSeconds(pair) ? DEFAULT_RESOLUTION : found.resolution;
  const { layout: _layout, ...rest } = found;
  return { state: { ...rest, pair, resolution }, source };
}

/** The layout a page restores: the API's record over local storage's, else 1. */
export function restoreLayout(api: unknown, local: unknown): ChartLayout {
  return parseChartState(api)?.layout ?? parseChartState(local)?.layout ?? 1;
}

/** The record that keeps a page's layout (a valid chart state with `layout`). */
export function layoutRecord(layout: ChartLayout, pair: string): ChartState {
  return { ...defaultChartState(pair), layout };
}

/** The state with an indicator added, or replaced when its kind is there already (order kept). */
export function withIndicator(state: ChartState, indicator: SavedIndicator): ChartState {
  const at = state.indicators.findIndex((i) => i.type === indicator.type);
  const indicators = at === -1 ? [...state.indicators, indicator] : state.indicators.map((i, n) => (n === at ? indicator : i));
  return { ...state, indicators };
}

export function withoutIndicator(state: ChartState, type: IndicatorType): ChartState {
  return { ...state, indicators: state.indicators.filter((i) => i.type !== type) };
}

/** Reads a chart's local state (any JSON; restore validates it); null when absent or unreadable. */
export function readLocalState(storage: Pick<Storage, 'getItem'> | undefined, chartId: string): unknown {
  try {
    const text = storage?.getItem(LOCAL_KEY_PREFIX + chartId);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeLocalState(storage: Pick<Storage, 'setItem'> | undefined, chartId: string, state: ChartState): void {
  try {
    storage?.setItem(LOCAL_KEY_PREFIX + chartId, JSON.stringify(state));
  } catch {
    // storage full or refused (private mode): the API copy, when logged in, still keeps it
  }
}
