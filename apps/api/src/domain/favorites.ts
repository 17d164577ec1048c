import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_FAVORITES } from '@exchange/contract/limits';
import type { Db } from '../db/client';
import { favoriteMarkets, spotMarkets } from '../db/schema';

/** The user's favourites that are spot markets with one of `quotes` (the request site's), oldest first. */
export async function listFavorites(db: Db, userId: number, quotes: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ pair: favoriteMarkets.pair })
    .from(favoriteMarkets)
    .innerJoin(spotMarkets, eq(spotMarkets.pair, favoriteMarkets.pair))
    .where(and(eq(favoriteMarkets.userId, userId), inArray(spotMarkets.currB, [...quotes])))
    .orderBy(asc(favoriteMarkets.createdAt), asc(favoriteMarkets.pair));
  return rows.map((r) => r.pair);
}

export async function removeFavorite(db: Db, userId: number, pair: string): Promise<void> {
  await db.delete(favoriteMarkets).where(and(eq(favoriteMarkets.userId, userId), eq(favoriteMarkets.pair, pair)));
}

/**
 * Keeps a pair among the user's favourites: 'unknownPair' when it is no spot market with one of
 * `quotes`, 'full' at MAX_FAVORITES; one already kept is a no-op. The cap is checked and the row
 * inserted in one transaction under a per-user advisory lock, so parallel adds cannot pass it.
 */
export async function addFavorite(db: Db, userId: number, pair: string, quotes: readonly string[], now: Date): Promise<'added' | 'unknownPair' | 'full'> {
  const [market] = await db
    .select({ pair: spotMarkets.pair })
    .from(spotMarkets)
    .where(and(eq(spotMarkets.pair, pair), inArray(spotMarkets.currB, [...quotes])))
    .limit(1);
  if (!market) return 'unknownPair';
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favorites:${userId}`}, 0))`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(favoriteMarkets)
      .where(eq(favoriteMarkets.userId, userId));
    const [existing] = await tx
      .select({ pair: favoriteMarkets.pair })
      .from(favoriteMarkets)
      .where(and(eq(favoriteMarkets.userId, userId), eq(favoriteMarkets.pair, pair)));
    if (existing) return true;
    if ((row?.n ?? 0) >= MAX_FAVORITES) return false;
    await tx.insert(favoriteMarkets).values({ userId, pair, createdAt: now }).onConflictDoNothing();
    return true;
  });
  return added ? 'added' : 'full';
}
