/**
 * Numbers on the trade page, from decimal text: the locale's digits and separators, never through
 * a floating-point number (Intl formats decimal strings exactly), cut (not rounded) to the
 * decimals shown so a balance is never shown larger than it is. '--' for text that is no number.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}|${min}|${max}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max, roundingMode: 'trunc' });
    formats.set(key, f);
  }
  return f;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** `decimals`: exactly that many fraction digits; without it, the text's own (at most 20). */
export function formatDecimal(text: string, locale: string, decimals?: number): string {
  if (!DECIMAL.test(text)) return '--';
  if (decimals !== undefined) return formatter(locale, decimals, decimals).format(text as `${number}`);
  const own = Math.min(20, text.split('.')[1]?.length ?? 0);
  return formatter(locale, 0, own).format(text as `${number}`);
}

/** At most `max` fraction digits, cut, trailing zeros dropped: balances and amounts. */
export function formatUpTo(text: string, locale: string, max: number): string {
  if (!DECIMAL.test(text)) return '--';
  return formatter(locale, 0, max).format(text as `${number}`);
}

/**
 * How many decimals a balance of one of the pair's currencies shows: the base in the pair's amount
 * steps, the quote in its price steps but at least cents; 8 while the rules are unknown.
 */
export function balanceDecimals(currency: string, info: { base: string; price_decimals: number; amount_decimals: number } | null): number {
  if (!info) return 8;
  return currency === info.base ? info.amount_decimals : Math.max(2, info.price_decimals);
}

/** A signed change percent, e.g. '+1.25%', '-0.40%', '0.00%'; '--' when there is none. */
export function formatPercent(change: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(change)) return '--';
  const key = `${locale}|pct`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    formats.set(key, f);
  }
  return `${f.format(change as `${number}`)}%`;
}
