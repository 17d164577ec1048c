/**
 * The browser API client with the usercenter calls, loaded on first use: it brings zod and the
 * contract, which stay off the first load of every page (the bench's first-load JS figure).
 */
export async function loadUsercenterApi() {
  const [client, calls] = await Promise.all([import('./browser'), import('@exchange/contract/usercenter')]);
  return { browserRequest: client.browserRequest, login: calls.login, signup: calls.signup, logout: calls.logout, logoutAll: calls.logoutAll };
}

/** The favourite-market calls (use-favorites.ts), likewise: the markets page's stars need no contract until a list is asked for. */
export async function loadFavoritesApi() {
  const [client, calls] = await Promise.all([import('./browser'), import('@exchange/contract/market')]);
  return { browserRequest: client.browserRequest, marketFavorites: calls.marketFavorites, updateMarketFavorite: calls.updateMarketFavorite };
}
