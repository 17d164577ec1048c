/**
 * Prices in the user's fiat (spec §2: coin rows show "prices in the user's fiat from
 * currFiatMarketRates") and number formatting for market rows. Pure, locale-aware.
 */

/** Stablecoins taken at one US dollar. */
const DOLLAR_STABLES = new Set(['USDT', 'USDC', 'USD']);

export interface FiatContext {
  /** currFiatMarketRates: units of each fiat per US dollar, e.g. { USD: '1', TRY: '34.2' } */
  readonly fiatRates: Readonly<Record<string, string>>;
  /** the USDT price of each coin that quotes other pairs (BTC, ETH…), from the spot rows */
  readonly usdtPrices: ReadonlyMap<string, number>;
  /** the user's fiat, e.g. USD */
  readonly fiat: string;
}

function positive(text: string | undefined): number | undefined {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** The US-dollar value of one unit of a quote currency; undefined when nothing says it. */
export function quoteUsd(quote: string, ctx: Pick<FiatContext, 'fiatRates' | 'usdtPrices'>): number | undefined {
  if (DOLLAR_STABLES.has(quote)) return 1;
  const perUsd = positive(ctx.fiatRates[quote]);
  if (perUsd !== undefined) return 1 / perUsd;
  return ctx.usdtPrices.get(quote);
}

/** A row's last price in the user's fiat; undefined when a rate is missing (the row then shows no fiat line). */
export function fiatValue(rate: string, quote: string, ctx: FiatContext): number | undefined {
  const price = positive(rate);
  const usd = quoteUsd(quote, ctx);
  const perUsd = ctx.fiat === 'USD' ? 1 : positive(ctx.fiatRates[ctx.fiat]);
  if (price === undefined || usd === undefined || perUsd === undefined) return undefined;
  return price * usd * perUsd;
}

/** USDT prices of the bases of `*_USDT` rows: what BTC- and ETH-quoted pairs need. */
export function usdtPricesOf(rows: readonly { readonly base: string; readonly quote: string; readonly rate: string }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) {
    const n = positive(r.rate);
    if (r.quote === 'USDT' && n !== undefined) out.set(r.base, n);
  }
  return out;
}

/** Fraction digits for a price of this size: more for small prices, up to 8 (0.00001234). */
export function priceDigits(value: number): number {
  const abs = Math.abs(value);
  if (abs >= 1000) return 2;
  if (abs >= 1) return 4;
  if (abs === 0) return 2;
  // four significant digits below 1
  return Math.min(8, Math.max(4, 3 - Math.floor(Math.log10(abs))));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function cachedFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = numberFormats.get(key);
  if (!f) {
    f = make();
    numberFormats.set(key, f);
  }
  return f;
}

/** A price as text in the locale's digits and separators; the quote's text as sent when it is not a number. */
export function formatPrice(rate: string, locale: string): string {
  const n = Number(rate);
  if (!rate || !Number.isFinite(n)) return '--';
  const digits = priceDigits(n);
  return cachedFormat(`p:${locale}:${digits}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })).format(n);
}

/** A fiat amount with the fiat's symbol, e.g. "$67,012.50" or "₺2.291.234,00". */
export function formatFiat(value: number, fiat: string, locale: string): string {
  const digits = priceDigits(value);
  return cachedFormat(`f:${locale}:${fiat}:${digits}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: fiat, minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    }
  }).format(value);
}

/** A change percent with its sign, e.g. "+1.25%", "-0.40%", "0.00%"; '--' when there is none. */
export function formatChange(change: string, locale: string): string {
  const n = Number(change);
  if (!change || !Number.isFinite(n)) return '--';
  const text = cachedFormat(
    `c:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
  ).format(n);
  return `${text}%`;
}

/** A volume in short form, e.g. "1.23M". */
export function formatVolume(volume: string, locale: string): string {
  const n = Number(volume);
  if (!volume || !Number.isFinite(n)) return '--';
  return cachedFormat(`v:${locale}`, () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 })).format(n);
}

export type Direction = 'up' | 'down' | 'flat';

/** Which way a change points: its colour follows the rise-colour preference through the --up/--down tokens. */
export function direction(change: string | number): Direction {
  const n = Number(change);
  if (!Number.isFinite(n) || n === 0) return 'flat';
  return n > 0 ? 'up' : 'down';
}

/** An amount in a quote currency as US dollars (a volume, a price), for comparing rows across quotes. */
export function usdValue(amount: string, quote: string, ctx: Pick<FiatContext, 'fiatRates' | 'usdtPrices'>): number | undefined {
  const n = Number(amount);
  const usd = quoteUsd(quote, ctx);
  if (!amount || !Number.isFinite(n) || usd === undefined) return undefined;
  return n * usd;
}

/** A US-dollar amount in short form, e.g. "$1.23M" ('--' when unknown). */
export function formatCompactUsd(value: number | undefined, locale: string): string {
  if (value === undefined || !Number.isFinite(value)) return '--';
  return cachedFormat(
    `u:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 }),
  ).format(value);
}
