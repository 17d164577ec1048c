import { Hono } from 'hono';
import { MAX_FAVORITES } from '@exchange/contract/limits';
import { marketFavorites, updateMarketFavorite } from '@exchange/contract/market';
import { addFavorite, listFavorites, removeFavorite } from '../domain/favorites';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { marketSite } from '../http/marketSite';
import { requireUser } from '../security/auth';

/**
 * Favourite markets (GET list, POST add/remove; domain/favorites.ts), as spot markets of the
 * request's site: a pair the site does not list is refused and not shown.
 */
export function favoriteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, marketFavorites, async (c) => {
    await readInput(c, marketFavorites);
    const user = requireUser(c);
    return answer(c, marketFavorites, { code: 0, message: '', data: await listFavorites(c.var.db, user.user.id, marketSite(c).spotQuotes) });
  });

  serve(app, updateMarketFavorite, async (c) => {
    const { pair, action } = await readInput(c, updateMarketFavorite);
    const user = requireUser(c);
    const { db } = c.var;
    if (action === 'remove') {
      await removeFavorite(db, user.user.id, pair);
    } else {
      const added = await addFavorite(db, user.user.id, pair, marketSite(c).spotQuotes, c.var.now());
      if (added === 'unknownPair') throw invalidInput(`Unknown pair: ${pair}`);
      if (added === 'full') throw invalidInput(`You can keep at most ${MAX_FAVORITES} favourite markets`);
    }
    return answer(c, updateMarketFavorite, { code: 0, message: '', data: await listFavorites(db, user.user.id, marketSite(c).spotQuotes) });
  });

  return app;
}
