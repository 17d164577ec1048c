/**
 * Who may send money out (apps/api/src/domain/compliance.ts withdrawClosedFor, our reading): the
 * compliance rule answered for the visitor (the same answer the proxy gates pages by) closes
 * withdrawals, internal transfers and deposit codes when its `menu` holds WITHDRAW_CODE; the API
 * then refuses them (403). A withdraw-only account is not closed (withdrawing is what it may do),
 * nor is a limited country by this rule (the proxy's compliance gate already sends a
 * limited-country visitor to the restricted-region page before any /myaccount page renders).
 */
export const WITHDRAW_CODE = 'withdraw';

export function moneyOutClosed(menu: readonly string[]): boolean {
  return menu.includes(WITHDRAW_CODE);
}

/** A currency segment as the API spells currencies (BTC, USDT, C0041): upper case, 1–16 letters and digits; null otherwise. */
export function currencyOf(segment: string): string | null {
  let upper: string;
  try {
    upper = decodeURIComponent(segment).toUpperCase();
  } catch {
    return null;
  }
  return /^[A-Z0-9]{1,16}$/.test(upper) ? upper : null;
}

/** The internal transfer page's mode from `?type=`: a deposit code, else a send. */
export function transferMode(type: string | string[] | undefined): 'send' | 'code' {
  return type === 'code' ? 'code' : 'send';
}
