/**
 * Exact decimal arithmetic on plain decimal text ("-12.5", "0.002"; no exponent), the way money
 * must be counted: every value is an integer of units at a scale (BigInt), never a float. Results
 * are plain text without trailing zeros ("1.50" × "2" = "3").
 */

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function parse(text: string): Scaled {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Error(`not a plain decimal: ${JSON.stringify(text)}`);
  const fraction = m[3] ?? '';
  const units = BigInt(`${m[2] ?? '0'}${fraction}`);
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}

function atScale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  let digits = (negative ? -units : units).toString();
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0');
    const whole = digits.slice(0, digits.length - scale);
    const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
    digits = fraction ? `${whole}.${fraction}` : whole;
  }
  return negative && digits !== '0' ? `-${digits}` : digits;
}

/** Whether `text` is a plain decimal this module reads. */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text.trim());
}

/** The value as canonical text: no leading or trailing zeros beyond what it needs ("0.50" → "0.5"). */
export function normal(text: string): string {
  const v = parse(text);
  return format(v.units, v.scale);
}

/** Decimal places the value needs ("1.2300" → 2, "100" → 0). */
export function placesOf(text: string): number {
  const n = normal(text);
  const dot = n.indexOf('.');
  return dot < 0 ? 0 : n.length - dot - 1;
}

export function add(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return format(atScale(x, scale) + atScale(y, scale), scale);
}

export function sub(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return format(atScale(x, scale) - atScale(y, scale), scale);
}

export function mul(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format(x.units * y.units, x.scale + y.scale);
}

/** -1, 0 or 1 as a <, = or > b. */
export function cmp(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  const d = atScale(x, scale) - atScale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export const max = (a: string, b: string): string => (cmp(a, b) >= 0 ? a : b);
export const min = (a: string, b: string): string => (cmp(a, b) <= 0 ? a : b);

/** The value rounded half away from zero to `places` decimals, as text with exactly that many decimals. */
export function fixed(text: string, places: number): string {
  const v = parse(text);
  let units: bigint;
  if (v.scale <= places) {
    units = atScale(v, places);
  } else {
    const divisor = 10n ** BigInt(v.scale - places);
    const magnitude = v.units < 0n ? -v.units : v.units;
    let q = magnitude / divisor;
    if ((magnitude % divisor) * 2n >= divisor) q += 1n;
    units = v.units < 0n ? -q : q;
  }
  const plain = format(units, places);
  if (places === 0) return plain;
  const dot = plain.indexOf('.');
  const have = dot < 0 ? 0 : plain.length - dot - 1;
  return `${plain}${dot < 0 ? '.' : ''}${'0'.repeat(places - have)}`;
}

/** 10^-places as text ("0.01" for 2). */
export function unitOf(places: number): string {
  return places <= 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
}
