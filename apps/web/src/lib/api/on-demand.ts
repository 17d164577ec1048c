/**
 * The browser API client with the usercenter calls, loaded on first use: it brings zod and the
 * contract, which stay off the first load of every page (the bench's first-load JS figure).
 */
export async function loadUsercenterApi() {
  const [client, calls] = await Promise.all([import('./browser'), import('@exchange/contract/usercenter')]);
  return { browserRequest: client.browserRequest, login: calls.login, signup: calls.signup, logout: calls.logout, logoutAll: calls.logoutAll };
}
