import type { HttpBindings } from '@hono/node-server';
import type { SiteConfig, SiteKey } from '@exchange/sites/types';
import type { Db } from '../db/client';
import type { LiveCandles } from '../market/candles';
import type { CountrySources } from './country';
import type { ListVersion } from './refreshing-answer';
import type { LivePrices } from '../domain/livePrices';
import type { Mailer } from '../mail/mailer';
import type { SessionUser } from '../security/sessions';

export interface AppOptions {
  /** SITE_HOSTS overrides (parsed with parseHostOverrides) */
  siteHosts?: Partial<Record<SiteKey, string[]>>;
  /** the clock; tests move it to expire sessions and rate-limit windows */
  now?: () => Date;
  /** where unexpected errors are reported (console.error by default) */
  logError?: (error: unknown) => void;
  /**
   * Socket peers whose `x-forwarded-for/-host/-proto` are believed (TRUSTED_PROXIES; default
   * DEFAULT_TRUSTED_PROXIES, the web server on this machine). Exact addresses.
   */
  trustedProxies?: readonly string[];
  /**
   * OAUTH_CALLBACK_PORT: the port every sign-in callback must use. Unset: the public port of the
   * authorize request itself (its trusted host's port, else the scheme's default).
   */
  oauthCallbackPort?: number;
  /**
   * MARKET_CACHE_MS: the longest the spots and futures calls serve an answer without re-reading
   * its rows (default 0: read every time). Past it, or on a new `marketListVersion`, the next
   * request gets the current answer while one rebuild runs (http/refreshing-answer.ts).
   */
  marketCacheMs?: number;
  /** the market service's persist announcements (MarketService.listVersion); absent: the age bound alone */
  marketListVersion?: ListVersion;
  /** this instance's market hub: the candles call merges its forming minute and reads its seconds candles (none: candles_1m only) */
  liveCandles?: LiveCandles;
  /** COUNTRY_HEADER / DEV_COUNTRY_COOKIE (countrySourcesFromEnv); default: neither, no location is known */
  countrySources?: CountrySources;
  /** the market service's latest ticks (spot prices now); absent: the spot and alert calls read the stored rows */
  livePrices?: LivePrices;
  /** DEV_CHAIN (http/devChain.ts): the simulated-deposit call answers; default off (404) */
  devChain?: boolean;
  /** DEPOSIT_ADDRESS_SECRET (http/devChain.ts): the key deposit addresses are derived with; default the development key */
  depositSecret?: string;
  /** where account mail goes (mail/mailer.ts: SMTP or the local outbox); default an outbox in the temp folder */
  mailer?: Mailer;
  /** KYC_REVIEW_DELAY_MS: how long a KYC application waits before the reviewer takes it up (routes/kycApply.ts; default 30 s) */
  kycReviewDelayMs?: number;
  /** true once the instance is shutting down (main.ts): /readyz answers 503 so a load balancer stops sending requests; default never */
  draining?: () => boolean;
}

export interface AppVariables {
  db: Db;
  now: () => Date;
  site: SiteConfig;
  /** SITE_HOSTS overrides in force */
  siteHosts: Partial<Record<SiteKey, string[]>>;
  /** the host[:port] the visitor asked for (see requestInfo) */
  host: string;
  /** the visitor's scheme */
  proto: 'http' | 'https';
  /** AppOptions.oauthCallbackPort, if configured */
  oauthCallbackPort: number | undefined;
  /** true on plain-http localhost, where cookies cannot be Secure */
  insecureLocal: boolean;
  /** the visitor's address: the trusted web server's last x-forwarded-for entry, else the socket peer */
  clientIp: string;
  /** the visitor's location (ISO alpha-2) by the configured sources (http/country.ts), or null */
  location: string | null;
  /** account mail (mail/mailer.ts sendAccountMail) */
  mailer: Mailer;
  /** the logged-in user and session, or null for a guest */
  session: SessionUser | null;
}

/**
 * Under @hono/node-server the bindings are the Node request and response; under `app.request`
 * they are absent (no socket: an untrusted peer) unless a test passes `{incoming: {socket:
 * {remoteAddress}}}` as the env to say which peer it plays (see apps/api/test/http.ts).
 */
export interface AppEnv {
  Bindings: Partial<HttpBindings> | undefined;
  Variables: AppVariables;
}
