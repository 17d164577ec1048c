import { add as addDec, compare, multiply, roundHalfAway, subtract, toText, type Dec } from './dec';

/**
 * The arithmetic of `dec.ts` on plain decimal text ("-12.5", "0.002"; no exponent), the way the
 * API and its database hand money around: text in, canonical text out, without trailing zeros
 * ("1.50" × "2" = "3"). Text that is not a plain decimal throws.
 */

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function parse(text: string): Dec {
  const m = PLAIN_DECIMAL.exec(text.trim());
  if (!m) throw new Error(`not a plain decimal: ${JSON.stringify(text)}`);
  const fraction = m[3] ?? '';
  const units = BigInt(`${m[2] ?? '0'}${fraction}`);
  return { units: m[1] === '-' ? -units : units, scale: fraction.length };
}

/** Whether `text` is a plain decimal this module reads. */
export function isDecimal(text: string): boolean {
  return PLAIN_DECIMAL.test(text.trim());
}

/**
 * The value as canonical text: no leading or trailing zeros beyond what it needs ("0.50" → "0.5",
 * "-0.00" → "0"), as Postgres' trim_scale gives it; the same text as `toText` of the value, cut
 * from the text itself (the market engine asks it for every figure of every tick).
 */
export function normal(text: string): string {
  const m = PLAIN_DECIMAL.exec(text.trim());
  if (!m) throw new Error(`not a plain decimal: ${JSON.stringify(text)}`);
  const whole = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  const digits = fraction ? `${whole}.${fraction}` : whole;
  return m[1] === '-' && digits !== '0' ? `-${digits}` : digits;
}

/** Decimal places the value needs ("1.2300" → 2, "100" → 0). */
export function placesOf(text: string): number {
  const n = normal(text);
  const dot = n.indexOf('.');
  return dot < 0 ? 0 : n.length - dot - 1;
}

export function add(a: string, b: string): string {
  return toText(addDec(parse(a), parse(b)));
}

export function sub(a: string, b: string): string {
  return toText(subtract(parse(a), parse(b)));
}

export function mul(a: string, b: string): string {
  return toText(multiply(parse(a), parse(b)));
}

/** -1, 0 or 1 as a <, = or > b. */
export function cmp(a: string, b: string): -1 | 0 | 1 {
  return compare(parse(a), parse(b));
}

export const max = (a: string, b: string): string => (cmp(a, b) >= 0 ? a : b);
export const min = (a: string, b: string): string => (cmp(a, b) <= 0 ? a : b);

/** The value rounded half away from zero to `places` decimals, as text with exactly that many decimals. */
export function fixed(text: string, places: number): string {
  return toText(roundHalfAway(parse(text), places), places);
}

/** 10^-places as text ("0.01" for 2). */
export function unitOf(places: number): string {
  return places <= 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;
}
