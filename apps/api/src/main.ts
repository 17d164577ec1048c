import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { parseHostOverrides } from '@exchange/sites/resolve';
import { createApp } from './app';
import { openDb } from './db/client';
import { databaseUrlFromEnv, dataDirFromEnv } from './db/config';
import { prepareDb } from './seed/prepare';
import { parseTrustedProxies } from './http/requestInfo';
import { countrySourcesFromEnv } from './http/country';
import { walletOptionsFromEnv } from './http/devChain';
import { kycReviewDelayFromEnv } from './domain/kyc/applications';
import { mailerFromEnv } from './mail/mailer';
import { marketOptionsFromEnv, startMarket } from './market/service';
import { API_SERVER_OPTIONS, answerParserRefusals } from './http/nodeServer';
import { shutdownDrainMs } from '@exchange/contract/shutdown';

/**
 * The reference API server. Env: PORT (default 4000), DATABASE_URL (a Postgres server; else the
 * embedded PGlite in DATA_DIR, default apps/api/data), SITE_HOSTS (host overrides per sub-site),
 * TRUSTED_PROXIES (peers whose forwarding headers count; default loopback), OAUTH_CALLBACK_PORT
 * (the port sign-in callbacks must use; default the authorize request's own port), COUNTRY_HEADER
 * and DEV_COUNTRY_COOKIE (the visitor's country: http/country.ts), DEV_CHAIN and DEPOSIT_ADDRESS_SECRET
 * (the wallet: http/devChain.ts), MAIL_SMTP_URL, MAIL_FROM and MAIL_OUTBOX_DIR (account mail: SMTP,
 * else an outbox folder, default DATA_DIR/outbox: mail/mailer.ts), SHUTDOWN_DRAIN_MS (how long /readyz
 * answers 503 before the server closes on SIGTERM: http/health.ts), KYC_REVIEW_DELAY_MS (how long a
 * KYC application waits for the reviewer: domain/kyc/applications.ts), and the market
 * simulator / WebSocket variables of market/service.ts (SIMULATOR, SIMULATOR_SEED, …).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  const callbackPort = process.env.OAUTH_CALLBACK_PORT?.trim() ? Number(process.env.OAUTH_CALLBACK_PORT) : undefined;
  if (callbackPort !== undefined && (!Number.isInteger(callbackPort) || callbackPort <= 0 || callbackPort > 65535)) {
    throw new Error(`OAUTH_CALLBACK_PORT must be a port number, got ${process.env.OAUTH_CALLBACK_PORT}`);
  }
  const url = databaseUrlFromEnv();
  const handle = url ? await openDb({ url }) : await openDb({ dataDir: dataDirFromEnv() });
  await prepareDb(handle);

  const siteHosts = parseHostOverrides(process.env.SITE_HOSTS);
  const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  const mailer = mailerFromEnv(process.env, join(dataDirFromEnv(), 'outbox'));
  // the market leader's KYC reviewer mails its decisions through the same mailer as the app
  const market = await startMarket(handle, { ...marketOptionsFromEnv(), siteHosts, trustedProxies, mailer });
  // the lists rebuild on each persist announcement; this bound only covers a missed NOTIFY (two persists)
  const cacheMs = Number(process.env.MARKET_CACHE_MS?.trim() || 10_000);
  if (!Number.isInteger(cacheMs) || cacheMs < 0 || cacheMs > 60_000) throw new Error(`MARKET_CACHE_MS must be 0 to 60000, got ${process.env.MARKET_CACHE_MS}`);
  const countrySources = countrySourcesFromEnv(process.env);
  const wallet = walletOptionsFromEnv(process.env);
  const kycReviewDelayMs = kycReviewDelayFromEnv(process.env);
  const drainMs = shutdownDrainMs(process.env.SHUTDOWN_DRAIN_MS);
  let draining = false;
  const app = createApp(handle.db, {
    draining: () => draining,
    siteHosts,
    trustedProxies,
    oauthCallbackPort: callbackPort,
    marketCacheMs: cacheMs,
    countrySources,
    mailer,
    kycReviewDelayMs,
    ...wallet,
    ...market.appOptions,
  });
  const server = serve({ fetch: app.fetch, port, serverOptions: API_SERVER_OPTIONS }, (info) => {
    console.log(`[api] listening on http://localhost:${info.port} (${handle.kind}; market simulator ${market.engine ? 'on' : 'off'})`);
    if (countrySources.header) console.log(`[api] visitor country from the ${countrySources.header} header (trusted proxies only)`);
    if (countrySources.devCookie) console.log('[api] DEV_COUNTRY_COOKIE: the dev_country cookie names the visitor country (development only)');
    console.log(`[api] account mail goes to ${mailer.destination}`);
    if (wallet.devChain) console.log('[api] DEV_CHAIN: POST /apiw/v2/wallet/dev/deposit sends simulated deposits (development only)');
  });
  answerParserRefusals(server as Server);
  market.attach(server as Server);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // /readyz answers 503 from now on; the balancer stops sending requests while this instance still serves them
    draining = true;
    if (drainMs > 0) {
      console.log(`[api] ${signal}: draining for ${drainMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    console.log(`[api] ${signal}: closing`);
    await market.stop().catch((error: unknown) => console.error('[api] stopping the market failed', error));
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections would hold close() open; in-flight requests get up to 5 s.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    try {
      await handle.close();
    } catch (error: unknown) {
      console.error('[api] closing the database failed', error);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[api] failed to start', error);
  process.exit(1);
});
