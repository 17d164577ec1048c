/** Money as the locale writes it: `0.00` when empty or malformed (spec doc 1 §2). */
export function formatAmount(value: string | undefined, locale: string, currency?: string): string {
  const n = Number(value);
  const amount = Number.isFinite(n) ? n : 0;
  try {
    return new Intl.NumberFormat(
      locale,
      currency ? { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    ).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}

/** A USD amount in another fiat at `rate` units per USD. */
export function toFiat(usd: string, rate: string): string {
  const a = Number(usd);
  const r = Number(rate);
  return String((Number.isFinite(a) ? a : 0) * (Number.isFinite(r) && r > 0 ? r : 1));
}

/** A server-supplied avatar is used only when it is a path on this site or an https URL on one of its hosts. */
export function safeAvatar(url: string, allowedHosts: readonly string[]): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && allowedHosts.includes(parsed.hostname) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A USD amount in `fiat` at the given rates, formatted; in USD when the fiat has no rate. */
export function fiatAmount(usd: string, rates: Readonly<Record<string, string>>, fiat: string, locale: string): string {
  const rate = rates[fiat];
  return rate ? formatAmount(toFiat(usd, rate), locale, fiat) : formatAmount(usd, locale, 'USD');
}
