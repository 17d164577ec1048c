/** The promotion's amount in US dollars (spec doc 2 §9 "Exclusive perks amount: 40,000 dollars"). */
export const PERKS_AMOUNT_USD = 40_000;

/** The perks, in the order the dialog and the page list them (keys of `appDownload.perks`). */
export const PERK_KEYS = ['rewards', 'fees', 'early', 'alerts'] as const;

/** The perks page (spec doc 2 §2 routes). */
export const PERKS_PATH = '/activities/app-exclusive-perks';

/** Formatted amounts by locale: a currency formatter is costly to build, and every page render asks (the layout's banner). */
const amounts = new Map<string, string>();

/** The amount as the locale writes dollars, without cents ("$40,000", "40.000 $"). */
export function formatPerksAmount(locale: string): string {
  let amount = amounts.get(locale);
  if (amount === undefined) {
    amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(PERKS_AMOUNT_USD);
    // the site's locales only (about twenty); anything else is formatted each time, not kept
    if (amounts.size < 64) amounts.set(locale, amount);
  }
  return amount;
}
