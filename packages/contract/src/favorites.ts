import { z } from 'zod';
import { defineCall, noInput, ok } from './define';

/**
 * Favourite markets of the logged-in user (beyond the spec): starred pairs, pinned first in
 * every market list. Guests keep theirs in local storage instead. At most MAX_FAVORITES.
 */
export const MAX_FAVORITES = 200;
const pairName = z.string().regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/, 'pair must look like BTC_USDT');

/** The user's favourite pairs, oldest first. 401 without a session. */
export const getFavorites = defineCall({
  method: 'GET',
  path: '/apiw/v2/market/favorites',
  request: noInput,
  answer: ok(z.array(pairName)),
  fallback: { code: 0, message: '', data: [] },
});

/** Stars (`add`) or un-stars (`remove`) one pair of the request's site; answers the list after the change. */
export const updateFavorite = defineCall({
  method: 'POST',
  path: '/apiw/v2/market/favorites',
  request: z.object({ pair: pairName, action: z.enum(['add', 'remove'], { error: () => 'action must be add or remove' }) }).strict(),
  answer: ok(z.array(pairName)),
  fallback: { code: 0, message: '', data: [] },
});
