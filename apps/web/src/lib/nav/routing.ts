import { isLocale, type Locale } from '@exchange/sites/locales';

/** The part of a site record routing needs: its locales, and which optional pages it offers. */
export interface RoutingSite {
  readonly defaultLocale: Locale;
  readonly locales: readonly Locale[];
  readonly chatroom: boolean;
  readonly hide: { readonly appDownload: boolean; readonly withdraw: boolean };
}

/**
 * Where a request's path goes, decided from the site alone (spec doc 1 §2; NOTES "Default locale"):
 * - no prefix → the site's default locale;
 * - `/{locale}` of another offered locale → that locale;
 * - `/{default}` → redirect to the bare path (one canonical URL per page);
 * - `/{locale}` of a known locale the site does not offer → the 404 page.
 * A first segment that is no locale code at all is an ordinary path of the default locale. A path
 * no page serves (PAGE_ROUTES), or a page the site does not offer (offersPage), is the 404 page.
 */
export type RouteDecision =
  | { readonly kind: 'page'; readonly locale: Locale; readonly path: string }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'notFound'; readonly locale: Locale; readonly path: string };

export function resolveRoute(pathname: string, site: RoutingSite): RouteDecision {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const first = match?.[1];
  if (!first || !isLocale(first)) return pageOf(site.defaultLocale, path, site);
  const rest = match?.[2] ?? '/';
  if (first === site.defaultLocale) return { kind: 'redirect', to: rest };
  if (!site.locales.includes(first)) return { kind: 'notFound', locale: site.defaultLocale, path };
  return pageOf(first, rest, site);
}

function pageOf(locale: Locale, path: string, site: RoutingSite): RouteDecision {
  return isPageRoute(path) && offersPage(site, path) ? { kind: 'page', locale, path } : { kind: 'notFound', locale, path };
}

/** The chatroom page: only on sites whose record enables the chatroom (offersPage). */
const CHATROOM_ROUTE = /^\/groupchat\/chatroom\/?$/;
/** The app's perks page: not on sites that hide app download (offersPage). */
const PERKS_ROUTE = /^\/activities\/app-exclusive-perks\/?$/;
/** The app download page: not on sites that hide app download (offersPage). */
const MOBILE_APP_ROUTE = /^\/mobileapp\/?$/;
/** The money-out pages (withdraw, internal transfer): not on sites that hide withdrawals (offersPage). */
const WITHDRAW_ROUTES: readonly RegExp[] = [
  /^\/myaccount\/withdraw\/?$/,
  /^\/myaccount\/withdraw\/[A-Za-z0-9]{1,16}\/?$/,
  /^\/myaccount\/withdraw_internal\/?$/,
  /^\/myaccount\/withdraw_internal\/[A-Za-z0-9]{1,16}\/?$/,
];

/**
 * The paths this app's pages serve (below `app/[locale]`), as patterns of whole paths; one
 * trailing slash is allowed. Everything else is the 404 page, which the proxy decides before
 * rendering so the page is server-rendered with status 404 (a `notFound()` thrown while rendering
 * makes Next send an empty error shell and render the page in the browser: vercel/next.js#62228).
 * A unit test keeps this list and the app directory in step.
 */
export const PAGE_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/price\/?$/,
  // the trade page: a segment shaped like a pair (trade-pair.ts); whether the site lists it, proxy.ts asks the API (trade-pair-gate.ts)
  /^\/trade\/[A-Za-z0-9]{1,16}_[A-Za-z0-9]{1,16}\/?$/,
  /^\/login\/?$/,
  /^\/login\/reset\/?$/,
  /^\/signup\/?$/,
  /^\/auth\/callback\/?$/,
  /^\/reminder\/?$/,
  /^\/reminder\/config\/?$/,
  // the account pages (behind the page guard: lib/auth/page-guard.ts)
  /^\/myaccount\/myfunds\/?$/,
  /^\/myaccount\/myfunds\/spot\/?$/,
  /^\/myaccount\/myorders\/?$/,
  /^\/myaccount\/deposit\/?$/,
  // the deposit page of a currency: a segment shaped like a currency code; an unlisted one says so (features/deposit/DepositView.tsx)
  /^\/myaccount\/deposit\/[A-Za-z0-9]{1,20}\/?$/,
  /^\/myaccount\/deposit_gatecode\/?$/,
  // the currency segment shaped like a currency code; whether the exchange lists it, the page asks the API
  ...WITHDRAW_ROUTES,
  /^\/myaccount\/mypurselog\/?$/,
  /^\/myaccount\/account_statement\/?$/,
  /^\/myaccount\/security-setting\/devices\/?$/,
  /^\/myaccount\/security-setting\/login-history\/?$/,
  // the security settings (features/security-settings): the hub under both of its names, the fund password, the authenticator
  /^\/myaccount\/security-setting\/?$/,
  /^\/myaccount\/security\/?$/,
  /^\/myaccount\/fundpass_setup\/?$/,
  /^\/myaccount\/totp\/?$/,
  // the security settings' passkeys page (features/passkeys)
  /^\/myaccount\/security-setting\/passkeys\/?$/,
  // the KYC centre (issue 45 item 5)
  /^\/myaccount\/kyc_home\/?$/,
  /^\/myaccount\/kyc2\/?$/,
  /^\/myaccount\/profile\/?$/,
  /^\/myaccount\/tickets\/?$/,
  /^\/myaccount\/tickets\/new\/?$/,
  // one ticket's thread: an id shaped like one (whose ticket it is, the page asks the API)
  /^\/myaccount\/tickets\/[0-9]{1,10}\/?$/,
  PERKS_ROUTE,
  MOBILE_APP_ROUTE,
  CHATROOM_ROUTE,
  /^\/state_compliance_tips\/?$/,
];

export function isPageRoute(path: string): boolean {
  return PAGE_ROUTES.some((route) => route.test(path));
}

/**
 * Pages only some sites offer (spec doc 2 §2): the chatroom where the site's record enables it, the
 * app's perks page and download page where it does not hide app download, the money-out pages where it does not hide
 * withdrawals (the testnet). On the others the path is the 404 page,
 * decided by the proxy like every other 404 (a `notFound()` thrown while rendering would send
 * Next's empty error shell, see PAGE_ROUTES).
 */
function offersPage(site: RoutingSite, path: string): boolean {
  if (CHATROOM_ROUTE.test(path)) return site.chatroom;
  if (PERKS_ROUTE.test(path) || MOBILE_APP_ROUTE.test(path)) return !site.hide.appDownload;
  if (WITHDRAW_ROUTES.some((route) => route.test(path))) return !site.hide.withdraw;
  return true;
}
