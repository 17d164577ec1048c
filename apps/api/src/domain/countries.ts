import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries } from '../db/schema';

/** The alpha-2 code of a numeric country code (users.country), or null (0, or no such row). */
export async function iso2OfCode(db: Db, code: number): Promise<string | null> {
  if (code <= 0) return null;
  const [row] = await db.select({ iso2: countries.iso2 }).from(countries).where(eq(countries.code, code)).limit(1);
  return row?.iso2 ?? null;
}

/** The numeric code of an alpha-2 code, or 0 (unknown). */
export async function codeOfIso2(db: Db, iso2: string | null): Promise<number> {
  if (!iso2) return 0;
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.iso2, iso2)).limit(1);
  return row?.code ?? 0;
}

/**
 * The country whose rules apply to a caller: a logged-in user's profile country (even when their
 * location says otherwise), else the request's location (http/country.ts): a guest's, and a user's
 * whose profile country is unknown (an account made where the location was unknown, code 0).
 * Gating fails closed: an account without a country is not a way around its location's rules.
 */
export async function ruleCountry(db: Db, user: { readonly country: number } | null, location: string | null): Promise<string | null> {
  return (user ? await iso2OfCode(db, user.country) : null) ?? location;
}
