import { eq } from 'drizzle-orm';
import { isValidAddress, isValidMemo } from '@exchange/chain/address';
import { currencyNetwork, type CurrencyNetwork } from '@exchange/chain/networks';
import { cmp, normal } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema';
import { tooManyPlaces } from './outRules';

/**
 * Where money may go on-chain: a listed currency on one of its networks (packages/chain), an
 * address valid for the network (its checksum where it has one) and a memo where the network
 * needs one. Pure checks, before any confirmation is asked, so a typo never costs a code.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The currency's network if the exchange lists the currency and it travels on the network. */
export async function outNetwork(db: Db, currency: string, network: string): Promise<Checked<CurrencyNetwork>> {
  const [listed] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, currency)).limit(1);
  const found = listed ? currencyNetwork(currency, network) : undefined;
  if (!found) return { ok: false, message: `${currency} cannot be withdrawn on network ${network}` };
  return { ok: true, value: found };
}

/** The address and memo as stored (the memo null where the network has none), or why they do not suit the network. */
export function checkDestination(cn: CurrencyNetwork, address: string, memo: string | undefined): Checked<{ address: string; memo: string | null }> {
  const net = cn.network;
  if (!isValidAddress(net, address)) return { ok: false, message: `This is not a valid ${net.name} address` };
  const m = memo ?? '';
  if (net.memo === 'required' && m === '') return { ok: false, message: `Enter the ${net.memoName ?? 'memo'}: ${net.name} needs one` };
  if (!isValidMemo(net, m)) {
    return { ok: false, message: net.memo === 'none' ? `${net.name} takes no memo` : `This is not a valid ${net.memoName ?? 'memo'} for ${net.name}` };
  }
  return { ok: true, value: { address, memo: net.memo === 'none' ? null : m } };
}

/** The amount's decimals, the minimum, and that something is left after the fee. */
export function checkWithdrawAmount(cn: CurrencyNetwork, amount: string): Checked<string> {
  const places = tooManyPlaces(amount, cn.decimals, cn.currency);
  if (places) return { ok: false, message: places };
  const value = normal(amount);
  if (cmp(value, cn.minWithdraw) < 0) return { ok: false, message: `The minimum withdrawal is ${cn.minWithdraw} ${cn.currency} on ${cn.network.name}` };
  if (cmp(value, cn.withdrawFee) <= 0) return { ok: false, message: `The amount must be more than the fee of ${cn.withdrawFee} ${cn.currency}` };
  return { ok: true, value };
}

/**
 * Addresses the simulated chains refuse (well-known burn addresses): a withdrawal to one is
 * accepted, then fails while processing with FAILED_ADDRESS_REASON and its money returns. The
 * deterministic way to see (and test) a failed withdrawal. Compared without case for hex forms.
 */
export const REFUSED_ADDRESSES: ReadonlySet<string> = new Set(
  ['0x000000000000000000000000000000000000dEaD', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', '1BitcoinEaterAddressDontSendf59kuE'].map((a) => a.toLowerCase()),
);
export const FAILED_ADDRESS_REASON = 'The network refused the destination address';

export function isRefusedAddress(address: string): boolean {
  return REFUSED_ADDRESSES.has(address.toLowerCase());
}
