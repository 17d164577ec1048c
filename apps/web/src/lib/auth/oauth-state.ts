/** The state a testnet sign-in carries to the main site and back (refuses a callback it did not start). */
export const OAUTH_STATE_KEY = 'oauth_state';

export function newOAuthState(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
