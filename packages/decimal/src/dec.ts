/**
 * Exact decimal arithmetic for prices, amounts and balances, which travel as decimal text
 * (packages/contract). A value is a scaled integer: `units / 10^scale`, with BigInt units, so
 * 0.1 + 0.2 is 0.3 and a balance of 123456789.123456789012 keeps every digit. Money never goes
 * through a JavaScript number here. Pure functions over plain records, so a bundle keeps only what
 * it imports (the trade page ships this module); `text.ts` gives the same arithmetic on text.
 */
export interface Dec {
  readonly units: bigint;
  readonly scale: number;
}

export const ZERO: Dec = { units: 0n, scale: 0 };

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Reads unsigned decimal text as a form field holds it ('12', '0.5', '.5', '5.'); undefined for
 * anything else (signs, exponents, letters, no digit). Signed text: `text.ts`.
 */
export function parseDecimal(text: string): Dec | undefined {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return undefined;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return undefined;
  return { units: BigInt(`${whole || '0'}${fraction}`), scale: fraction.length };
}

/** Fraction digits that matter: '1.50' has 1, '2.000' has 0. */
export function significantDecimals(text: string): number {
  const fraction = /\.(\d*)$/.exec(text.trim())?.[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/** The units at `scale`: exact when it grows, cut toward zero when it shrinks. */
function rescale(d: Dec, scale: number): bigint {
  return scale >= d.scale ? d.units * 10n ** BigInt(scale - d.scale) : d.units / 10n ** BigInt(d.scale - scale);
}

export function compare(a: Dec, b: Dec): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isZero(d: Dec): boolean {
  return d.units === 0n;
}

export function add(a: Dec, b: Dec): Dec {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtract(a: Dec, b: Dec): Dec {
  return add(a, { units: -b.units, scale: b.scale });
}

export function multiply(a: Dec, b: Dec): Dec {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Cut to `scale` fraction digits, rounding toward zero (what an order may hold without exceeding a balance). */
export function roundDown(d: Dec, scale: number): Dec {
  return d.scale <= scale ? d : { units: rescale(d, scale), scale };
}

/** Rounded to `scale` fraction digits, half away from zero (1.25 → 1.3, -1.25 → -1.3). */
export function roundHalfAway(d: Dec, scale: number): Dec {
  if (d.scale <= scale) return d;
  const divisor = 10n ** BigInt(d.scale - scale);
  const magnitude = d.units < 0n ? -d.units : d.units;
  let q = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) q += 1n;
  return { units: d.units < 0n ? -q : q, scale };
}

/** `a / b` to `scale` fraction digits, rounded down (values ≥ 0); undefined when b is 0. */
export function divideDown(a: Dec, b: Dec, scale: number): Dec | undefined {
  if (b.units === 0n) return undefined;
  // a.units / 10^a.scale ÷ b.units / 10^b.scale, times 10^scale, as one integer division
  const exponent = scale + b.scale - a.scale;
  const numerator = exponent >= 0 ? a.units * 10n ** BigInt(exponent) : a.units;
  const denominator = exponent >= 0 ? b.units : b.units * 10n ** BigInt(-exponent);
  return { units: numerator / denominator, scale };
}

/** `a / b` to `scale` fraction digits, rounded up (values ≥ 0); undefined when b is 0. */
export function divideUp(a: Dec, b: Dec, scale: number): Dec | undefined {
  const down = divideDown(a, b, scale);
  if (!down) return undefined;
  // exact when the quotient times b gives a back
  return compare(multiply(down, b), a) === 0 ? down : { units: down.units + 1n, scale };
}

/** `percent` % of d, exactly (25 % of 0.1 is 0.025). */
export function percentOf(d: Dec, percent: number): Dec {
  if (!Number.isInteger(percent) || percent < 0) throw new RangeError(`percent must be a whole number ≥ 0, got ${percent}`);
  return { units: d.units * BigInt(percent), scale: d.scale + 2 };
}

/**
 * The value as plain decimal text, as the API takes it: ASCII digits, '-' for a value below 0,
 * '.' as the separator, no exponent. Without `fixed`, trailing fraction zeros are dropped
 * ('1.50' → '1.5', '2.0' → '2'); with it, exactly that many fraction digits (cut toward zero).
 */
export function toText(d: Dec, fixed?: number): string {
  const value = fixed === undefined ? d : { units: rescale(d, fixed), scale: fixed };
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  let fraction = value.scale > 0 ? digits.slice(digits.length - value.scale) : '';
  if (fixed === undefined) fraction = fraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}

/** Unsigned decimal text in its canonical form ('001.50' → '1.5'); undefined when it is not such text. */
export function normalize(text: string): string | undefined {
  const d = parseDecimal(text);
  return d ? toText(d) : undefined;
}
