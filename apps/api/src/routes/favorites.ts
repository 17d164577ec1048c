import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { MAX_FAVORITES } from '@exchange/contract/limits';
import { marketFavorites, updateMarketFavorite } from '@exchange/contract/market';
import type { Db } from '../db/client';
import { favoriteMarkets, spotMarkets } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { marketSite } from '../http/marketSite';
import { requireUser } from '../security/auth';

/** The user's favourites that are spot markets of the request's site, oldest first. */
async function listFavorites(c: Context<AppEnv>, db: Db, userId: number): Promise<string[]> {
  const quotes = [...marketSite(c).spotQuotes];
  const rows = await db
    .select({ pair: favoriteMarkets.pair })
    .from(favoriteMarkets)
    .innerJoin(spotMarkets, eq(spotMarkets.pair, favoriteMarkets.pair))
    .where(and(eq(favoriteMarkets.userId, userId), inArray(spotMarkets.currB, quotes)))
    .orderBy(asc(favoriteMarkets.createdAt), asc(favoriteMarkets.pair));
  return rows.map((r) => r.pair);
}

/**
 * Favourite markets (GET list, POST add/remove). The cap is checked and the row inserted in one
 * transaction under a per-user advisory lock, so parallel adds cannot pass MAX_FAVORITES.
 */
export function favoriteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, marketFavorites, async (c) => {
    await readInput(c, marketFavorites);
    const user = requireUser(c);
    return answer(c, marketFavorites, { code: 0, message: '', data: await listFavorites(c, c.var.db, user.user.id) });
  });

  serve(app, updateMarketFavorite, async (c) => {
    const { pair, action } = await readInput(c, updateMarketFavorite);
    const user = requireUser(c);
    const { db } = c.var;
    if (action === 'remove') {
      await db.delete(favoriteMarkets).where(and(eq(favoriteMarkets.userId, user.user.id), eq(favoriteMarkets.pair, pair)));
    } else {
      const quotes = [...marketSite(c).spotQuotes];
      const [market] = await db
        .select({ pair: spotMarkets.pair })
        .from(spotMarkets)
        .where(and(eq(spotMarkets.pair, pair), inArray(spotMarkets.currB, quotes)))
        .limit(1);
      if (!market) throw invalidInput(`Unknown pair: ${pair}`);
      const added = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favorites:${user.user.id}`}, 0))`);
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(favoriteMarkets)
          .where(eq(favoriteMarkets.userId, user.user.id));
        const [existing] = await tx
          .select({ pair: favoriteMarkets.pair })
          .from(favoriteMarkets)
          .where(and(eq(favoriteMarkets.userId, user.user.id), eq(favoriteMarkets.pair, pair)));
        if (existing) return true;
        if ((row?.n ?? 0) >= MAX_FAVORITES) return false;
        await tx.insert(favoriteMarkets).values({ userId: user.user.id, pair, createdAt: c.var.now() }).onConflictDoNothing();
        return true;
      });
      if (!added) throw invalidInput(`You can keep at most ${MAX_FAVORITES} favourite markets`);
    }
    return answer(c, updateMarketFavorite, { code: 0, message: '', data: await listFavorites(c, db, user.user.id) });
  });

  return app;
}
