import type { FiatSetting } from '@exchange/contract/c2c';

/** The buy-crypto methods one fiat offers; a fiat the list does not know offers none. */
export function methodsFor(list: readonly FiatSetting[], fiat: string): FiatSetting {
  return list.find((s) => s.fiat === fiat) ?? { fiat, credit_card: false, bank_transfer: false, p2p: false };
}
