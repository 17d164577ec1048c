import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { depositAddressFor, depositMemoFor } from '@exchange/chain/address';
import type { ChainNetwork, CurrencyNetwork } from '@exchange/chain/networks';
import { currencyNetwork, networksOf } from '@exchange/chain/networks';
import type { Db } from '../../db/client';
import { currencies, depositAddresses } from '../../db/schema';

/**
 * Deposit addresses (docs/WALLET.md "Addresses"). Each user gets one address per (currency,
 * network), derived from the server secret so the same inputs always give the same address, and
 * stored the first time it is asked for: the stored row is what counts (a changed secret only
 * changes addresses not yet handed out). Networks that need a memo share one exchange address per
 * network and give each (user, currency) its own memo.
 */

/** DEPOSIT_ADDRESS_SECRET's default: the simulated chains' addresses hold no money, so development needs no secret of its own. */
export const DEV_DEPOSIT_SECRET = 'exchange-dev-deposit-addresses';

/** A currency the API lists (the currencies table), or null. */
export async function listedCurrency(db: Db, code: string): Promise<string | null> {
  const [row] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, code));
  return row?.code ?? null;
}

/** The networks of a listed currency (none for an unlisted one). */
export async function networksOfListed(db: Db, code: string): Promise<readonly CurrencyNetwork[]> {
  return (await listedCurrency(db, code)) === null ? [] : networksOf(code);
}

function seed(secret: string, label: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(label).digest());
}

/** The address and memo a user's deposits of `currency` on `network` go to; `attempt` > 0 picks another memo after a clash. */
export function deriveDepositAddress(secret: string, network: ChainNetwork, userId: number, currency: string, attempt = 0): { address: string; memo: string } {
  const own = seed(secret, `deposit:${userId}:${currency}:${network.id}:${attempt}`);
  if (network.memo === 'none') return { address: depositAddressFor(network, own), memo: '' };
  // one exchange address per network; the memo tells users apart
  return { address: depositAddressFor(network, seed(secret, `hot:${network.id}`)), memo: depositMemoFor(network, own) ?? '' };
}

export interface StoredAddress {
  readonly currency: string;
  readonly network: CurrencyNetwork;
  readonly address: string;
  /** '' where the network has no memo */
  readonly memo: string;
}

/**
 * The user's deposit address for a listed currency on one of its networks, created on first ask;
 * null for an unlisted currency or a network it does not travel on. Two concurrent first asks
 * agree (the insert does nothing on a clash and the row is read back).
 */
export async function depositAddressOf(db: Db, secret: string, userId: number, currency: string, networkId: string, now: Date): Promise<StoredAddress | null> {
  const cn = currencyNetwork(currency, networkId);
  if (!cn || (await listedCurrency(db, currency)) === null) return null;
  const read = async () =>
    (
      await db
        .select({ address: depositAddresses.address, memo: depositAddresses.memo })
        .from(depositAddresses)
        .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.currency, currency), eq(depositAddresses.network, networkId)))
    )[0];
  let row = await read();
  // a memo may clash with another user's (32-bit tags): the next attempt derives another one
  for (let attempt = 0; !row && attempt < 8; attempt += 1) {
    const derived = deriveDepositAddress(secret, cn.network, userId, currency, attempt);
    await db
      .insert(depositAddresses)
      .values({ userId, currency, network: networkId, address: derived.address, memo: derived.memo, createdAt: now })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error(`no free deposit address for user ${userId} ${currency} ${networkId}`);
  return { currency, network: cn, address: row.address, memo: row.memo };
}

/** Who a deposit address on a network belongs to, and for which currency; null: nobody's. */
export async function ownerOfAddress(db: Db, networkId: string, address: string, memo: string): Promise<{ userId: number; currency: string } | null> {
  const [row] = await db
    .select({ userId: depositAddresses.userId, currency: depositAddresses.currency })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.network, networkId), eq(depositAddresses.address, address), eq(depositAddresses.memo, memo)));
  return row ?? null;
}
