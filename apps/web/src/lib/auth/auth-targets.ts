import 'server-only';
import { AUTHORIZE_PATH, OAUTH_CALLBACK_PATH, OAUTH_SCOPE } from '@exchange/contract/oauth';
import type { SiteConfig, SiteKey } from '@exchange/sites/types';
import type { AuthTargets } from './AuthLinks';

/**
 * Where a visitor logs in and signs up (the header, the phone drawer, the registration modal):
 * `/login` and `/signup` on this site, or, for a site that signs in through another (the testnet
 * through the main site), that site's authorize address. `show` says which the caller offers;
 * null when neither.
 */
export function authTargets(
  site: Pick<SiteConfig, 'key' | 'loginVia'>,
  show: { readonly login: boolean; readonly signup: boolean },
  to: (path: string) => string,
  originOf: (site: SiteKey) => string,
): AuthTargets | null {
  const login = !show.login
    ? undefined
    : site.loginVia
      ? `${originOf(site.loginVia)}${AUTHORIZE_PATH}?${new URLSearchParams({ scope: OAUTH_SCOPE, redirect_uri: `${originOf(site.key)}${OAUTH_CALLBACK_PATH}` }).toString()}`
      : to('/login');
  const signup = show.signup ? to('/signup') : undefined;
  return login || signup ? { oauth: Boolean(site.loginVia), ...(login ? { login } : {}), ...(signup ? { signup } : {}) } : null;
}
