import type { SavedIndicator } from '@exchange/contract/chart';
import { SOURCES, type Source } from '@exchange/indicators/bars';
import { checkKdjInputs, KDJ_DEFAULTS, KDJ_RANGE } from '@exchange/indicators/kdj';
import { checkMacdInputs, MACD_DEFAULTS, MACD_LIMITS } from '@exchange/indicators/macd';
import { checkTdSequentialInputs, TD_SEQUENTIAL_DEFAULTS } from '@exchange/indicators/td-sequential';
import type { InputIssue } from '@exchange/indicators/validation';
import type { IndicatorType } from './chart-state';

export type FieldSpec =
  | { readonly name: string; readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly name: string; readonly kind: 'source'; readonly options: readonly Source[] }
  | { readonly name: string; readonly kind: 'boolean' };

/** Each indicator's inputs, in form order, with the ranges of packages/indicators (spec doc 2 §5). */
export const INDICATOR_FIELDS: Record<IndicatorType, readonly FieldSpec[]> = {
  MACD: [
    { name: 'fastLength', kind: 'integer', ...MACD_LIMITS.fastLength },
    { name: 'slowLength', kind: 'integer', ...MACD_LIMITS.slowLength },
    { name: 'signalLength', kind: 'integer', ...MACD_LIMITS.signalLength },
    { name: 'source', kind: 'source', options: SOURCES },
  ],
  KDJ: [
    { name: 'period', kind: 'integer', ...KDJ_RANGE },
    { name: 'm1', kind: 'integer', ...KDJ_RANGE },
    { name: 'm2', kind: 'integer', ...KDJ_RANGE },
  ],
  TD: [{ name: 'onlyNineAndThirteen', kind: 'boolean' }],
};

/** An indicator with its default inputs (spec: MACD 12, 26, 9, close; KDJ 9, 3, 3; TD all counts). */
export function defaultIndicator(type: IndicatorType): SavedIndicator {
  if (type === 'MACD') return { type, inputs: { ...MACD_DEFAULTS } };
  if (type === 'KDJ') return { type, inputs: { ...KDJ_DEFAULTS } };
  return { type, inputs: { ...TD_SEQUENTIAL_DEFAULTS } };
}

export type FormValues = Readonly<Record<string, string | boolean>>;

/** The form's values for an indicator: numbers as text, as the inputs hold them. */
export function formValues(indicator: SavedIndicator): FormValues {
  return Object.fromEntries(Object.entries(indicator.inputs).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
}

/** Text that is a whole number becomes one; anything else stays text, which the checks refuse as not an integer. */
function integerOrText(value: string | boolean | undefined): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The form's values checked by packages/indicators: the indicator to save, or every issue (each
 * names its field and range, for the message beside it).
 */
export function readIndicatorForm(
  type: IndicatorType,
  values: FormValues,
): { readonly indicator: SavedIndicator; readonly issues: readonly [] } | { readonly issues: readonly InputIssue[] } {
  if (type === 'MACD') {
    const inputs = {
      fastLength: integerOrText(values.fastLength),
      slowLength: integerOrText(values.slowLength),
      signalLength: integerOrText(values.signalLength),
      source: values.source,
    };
    const issues = checkMacdInputs(inputs);
    if (issues.length > 0) return { issues };
    return { indicator: { type, inputs: inputs as Extract<SavedIndicator, { type: 'MACD' }>['inputs'] }, issues: [] };
  }
  if (type === 'KDJ') {
    const inputs = { period: integerOrText(values.period), m1: integerOrText(values.m1), m2: integerOrText(values.m2) };
    const issues = checkKdjInputs(inputs);
    if (issues.length > 0) return { issues };
    return { indicator: { type, inputs: inputs as Extract<SavedIndicator, { type: 'KDJ' }>['inputs'] }, issues: [] };
  }
  const inputs = { onlyNineAndThirteen: values.onlyNineAndThirteen };
  const issues = checkTdSequentialInputs(inputs);
  if (issues.length > 0) return { issues };
  return { indicator: { type, inputs: inputs as Extract<SavedIndicator, { type: 'TD' }>['inputs'] }, issues: [] };
}
