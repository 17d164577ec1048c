import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fiatSettings, fiats } from '../db/schema';

export type FiatRow = typeof fiats.$inferSelect;

/** Every fiat the site offers, by code. */
export async function listFiats(db: Db): Promise<FiatRow[]> {
  return db.select().from(fiats).orderBy(asc(fiats.code));
}

/** One fiat's USD rate as decimal text, or null when the code is no offered fiat. */
export async function fiatUsdRate(db: Db, code: string): Promise<string | null> {
  const [row] = await db.select({ rate: fiats.usdRate }).from(fiats).where(eq(fiats.code, code)).limit(1);
  return row?.rate ?? null;
}

/** Buy-crypto methods per fiat (card, bank transfer, P2P), sorted by fiat code. */
export async function buyCryptoFiatSettings(db: Db): Promise<{ fiat: string; credit_card: boolean; bank_transfer: boolean; p2p: boolean }[]> {
  const rows = await db.select().from(fiatSettings).orderBy(asc(fiatSettings.fiat));
  return rows.map((r) => ({ fiat: r.fiat, credit_card: r.creditCard, bank_transfer: r.bankTransfer, p2p: r.p2p }));
}
