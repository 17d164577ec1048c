import type { HttpBindings } from '@hono/node-server';
import type { SiteConfig, SiteKey } from '@exchange/sites/types';
import type { Db } from '../db/client';
import type { SessionUser } from '../security/sessions';

export interface AppOptions {
  /** SITE_HOSTS overrides (parsed with parseHostOverrides) */
  siteHosts?: Partial<Record<SiteKey, string[]>>;
  /** the clock; tests move it to expire sessions and rate-limit windows */
  now?: () => Date;
  /** where unexpected errors are reported (console.error by default) */
  logError?: (error: unknown) => void;
}

export interface AppVariables {
  db: Db;
  now: () => Date;
  site: SiteConfig;
  /** SITE_HOSTS overrides in force */
  siteHosts: Partial<Record<SiteKey, string[]>>;
  /** true on plain-http localhost, where cookies cannot be Secure */
  insecureLocal: boolean;
  clientIp: string;
  /** the logged-in user and session, or null for a guest */
  session: SessionUser | null;
}

/** Under @hono/node-server the bindings are the Node request and response; under app.request they are absent. */
export interface AppEnv {
  Bindings: Partial<HttpBindings> | undefined;
  Variables: AppVariables;
}
