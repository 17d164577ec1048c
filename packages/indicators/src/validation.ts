// Input checks shared by every indicator. Two ways in: `check*` answers a list of issues (for the
// chart's input form: nothing throws, every field is reported), and the indicator functions throw
// the first issue as an IndicatorInputError. Numbers must be real integers (typeof 'number'): a form
// that holds text converts it first, so "12" is refused rather than guessed at.
import { SOURCES, isSource } from './bars';

export type InputIssue =
  | {
      readonly field: string;
      readonly code: 'notInteger' | 'outOfRange';
      readonly min: number;
      readonly max: number;
      readonly value: unknown;
      readonly message: string;
    }
  | { readonly field: string; readonly code: 'notOneOf'; readonly allowed: readonly string[]; readonly value: unknown; readonly message: string }
  | { readonly field: string; readonly code: 'notBoolean'; readonly value: unknown; readonly message: string };

/** An indicator input refused: which field, why, and what it may be. */
export class IndicatorInputError extends Error {
  readonly field: string;
  readonly code: InputIssue['code'];
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly allowed: readonly string[] | undefined;
  readonly value: unknown;

  constructor(issue: InputIssue) {
    super(issue.message);
    this.name = 'IndicatorInputError';
    this.field = issue.field;
    this.code = issue.code;
    this.value = issue.value;
    this.min = 'min' in issue ? issue.min : undefined;
    this.max = 'max' in issue ? issue.max : undefined;
    this.allowed = 'allowed' in issue ? issue.allowed : undefined;
  }
}

/** An inclusive integer range for one field. */
export interface IntegerRange {
  readonly min: number;
  readonly max: number;
}

const show = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));

export function checkInteger(field: string, value: unknown, range: IntegerRange): InputIssue | null {
  const { min, max } = range;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return { field, code: 'notInteger', min, max, value, message: `${field} must be an integer from ${min} to ${max}, got ${show(value)}` };
  }
  if (value < min || value > max) {
    return { field, code: 'outOfRange', min, max, value, message: `${field} must be from ${min} to ${max}, got ${value}` };
  }
  return null;
}

export function checkSource(field: string, value: unknown): InputIssue | null {
  if (isSource(value)) return null;
  return { field, code: 'notOneOf', allowed: SOURCES, value, message: `${field} must be one of ${SOURCES.join(', ')}, got ${show(value)}` };
}

export function checkBoolean(field: string, value: unknown): InputIssue | null {
  if (typeof value === 'boolean') return null;
  return { field, code: 'notBoolean', value, message: `${field} must be true or false, got ${show(value)}` };
}

/** The issues among some checks' answers. */
export function collect(...checks: (InputIssue | null)[]): InputIssue[] {
  return checks.filter((issue): issue is InputIssue => issue !== null);
}

/** Throws the first issue, if any. */
export function refuse(issues: readonly InputIssue[]): void {
  const first = issues[0];
  if (first) throw new IndicatorInputError(first);
}

/** Periods of the plain moving averages: every whole number of bars from 1 up. */
export const PERIOD_RANGE: IntegerRange = { min: 1, max: Number.MAX_SAFE_INTEGER };

/** The inputs that are set: `{ fastLength: undefined }` means "use the default", not "refuse". */
export function definedOnly<T extends object>(inputs: T): Partial<T> {
  return Object.fromEntries(Object.entries(inputs).filter(([, v]) => v !== undefined)) as Partial<T>;
}
