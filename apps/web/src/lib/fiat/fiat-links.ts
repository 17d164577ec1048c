import type { FiatSetting } from '@exchange/contract/c2c';

/** The buy-crypto methods a link may need (spec doc 1 §5: card needs credit_card, sell bank_transfer, P2P p2p). */
export type FiatMethod = 'credit_card' | 'bank_transfer' | 'p2p';

/** A fiat-dependent href with the fiat filled in. */
export function fiatHref(template: string, fiat: string): string {
  return template.replaceAll('{fiat}', encodeURIComponent(fiat));
}

/** Whether a link that needs `method` shows for a fiat with these methods (no method: always). */
export function fiatLinkShows(method: FiatMethod | undefined, methods: Pick<FiatSetting, FiatMethod>): boolean {
  return method === undefined || methods[method];
}
