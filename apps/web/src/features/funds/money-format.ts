import { fixed } from '@exchange/decimal/text';

/**
 * Decimal text as the locale writes it, without passing through a JavaScript number: Intl formats
 * the text itself (ES2023 `format(string)`), so 0.1 + 0.2 shows as 0.3 and a large balance keeps
 * every digit.
 */
const formats = new Map<string, Intl.NumberFormat>();
function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = formats.get(key);
  if (!f) {
    f = make();
    formats.set(key, f);
  }
  return f;
}

const literal = (text: string) => text as Intl.StringNumericLiteral;

/** A fiat amount to 2 places (half away from zero) with its symbol, e.g. "$53,000.00". */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const text = fixed(amount, 2);
  try {
    return cached(
      `m:${locale}:${currency}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    ).format(literal(text));
  } catch {
    return `${text} ${currency}`;
  }
}

/** A currency amount with up to `places` decimals (cut, never rounded up: what is held is never overstated). */
export function formatQuantity(amount: string, locale: string, places = 8): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const cut = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction.slice(0, places)}` : ''}`;
  return cached(`q:${locale}:${places}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: places })).format(literal(cut));
}
