import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ErrorAnswer } from '@exchange/contract/define';
import { setTradePassFrequency, type setTradePassFrequencyRefusal } from '@exchange/contract/safety';
import { siteForHost } from '@exchange/sites/resolve';
import { config, type z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { Db } from './db/client';
import type { AppEnv, AppOptions } from './http/env';
import { ApiError, bodyTooLarge, internalError, notFound } from './http/errors';
import { healthRoutes } from './http/health';
import { MAX_BODY_BYTES } from '@exchange/contract/limits';
import { uploadBodyLimitOf } from '@exchange/contract/upload-calls';
import { defaultTestMailer } from './mail/mailer';
import { DEFAULT_TRUSTED_PROXIES, isInsecureLocal, requestInfo } from './http/requestInfo';
import { NO_COUNTRY_SOURCES, locationCountry } from './http/country';
import { accountRoutes } from './routes/account';
import { c2cRoutes } from './routes/c2c';
import { chatRoutes } from './routes/chat';
import { complianceRoutes } from './routes/compliance';
import { oauthRoutes } from './routes/oauth';
import { kycRoutes } from './routes/kyc';
import { rebateRoutes } from './routes/rebate';
import { reportingRoutes } from './routes/reporting';
import { marginRoutes } from './routes/margin';
import { favoriteRoutes } from './routes/favorites';
import { heraldRoutes } from './routes/herald';
import { learnRoutes } from './routes/learn';
import { marketRoutes } from './routes/market';
import { safetyRoutes } from './routes/safety';
import { securityRoutes } from './routes/security';
import { siteRoutes } from './routes/site';
import { passkeyRoutes } from './routes/passkeys';
import { withdrawRoutes } from './routes/withdraw';
import { spotRoutes } from './routes/spot';
import { walletRoutes } from './routes/wallet';
import { DEV_DEPOSIT_SECRET } from './domain/wallet/addresses';
import { alertRoutes } from './routes/alerts';
import { bookRoutes } from './routes/book';
import { chartRoutes } from './routes/chart';
import { toolRoutes } from './routes/tool';
import { trackingRoutes } from './routes/tracking';
import { unifiedRoutes } from './routes/unified';
import { usercenterRoutes } from './routes/usercenter';
import { sessionRoutes } from './routes/sessions';
import { passwordResetRoutes } from './routes/passwordReset';
import { profileRoutes } from './routes/profile';
import { ticketRoutes } from './routes/tickets';
import { uploadRoutes } from './routes/uploads';
import { kycApplyRoutes } from './routes/kycApply';
import { loadSession } from './security/auth';
import { csrfGuard } from './security/csrf';
import { securityHeaders } from './security/headers';

// zod/mini sets no messages of its own (classic zod set English when first used). Every message
// this API answers with that its schemas leave generic is English: request fields
// (http/input.ts), a saved chart state (domain/chartState.ts), the sign-in callback (routes/oauth.ts).
config(en());

/**
 * Calls whose clients read a legacy refusal shape: there every error answer also carries
 * `result: false` and `msg` (= `message`), as the contract's refusal schema for the call declares.
 */
const LEGACY_REFUSAL_PATHS: ReadonlySet<string> = new Set([setTradePassFrequency.path]);

function errorBody(c: Context<AppEnv>, body: ErrorAnswer): ErrorAnswer | z.input<typeof setTradePassFrequencyRefusal> {
  return LEGACY_REFUSAL_PATHS.has(c.req.path) ? { result: false, msg: body.message, ...body } : body;
}

function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(c, error.answer), error.status);
}

/**
 * An answer sent before the request's body was read to its end (413, a CSRF refusal, an unknown
 * path…) leaves the rest of the body on a keep-alive connection, where it would be taken for the
 * next request or cut off by a forced close. Such answers say `Connection: close`, so Node closes
 * the socket after them and the client opens a fresh connection. Only under @hono/node-server
 * (where `incoming` exists); bodiless requests keep their connection.
 */
const closeIfBodyUnread: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const incoming = c.env?.incoming;
  const hasBody = c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
  if (incoming && hasBody && !incoming.readableEnded) c.header('Connection', 'close');
};

/** The reference exchange API as a Hono app (tests call `app.request`; main.ts serves it). */
export function createApp(db: Db, options: AppOptions = {}): Hono<AppEnv> {
  const now = options.now ?? (() => new Date());
  const logError = options.logError ?? ((error: unknown) => console.error('[api] unexpected error', error));
  const trustedProxies = options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  const countrySources = options.countrySources ?? NO_COUNTRY_SOURCES;
  const mailer = options.mailer ?? defaultTestMailer();
  const app = new Hono<AppEnv>();

  app.use(closeIfBodyUnread);
  app.use(securityHeaders);
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('now', now);
    c.set('mailer', mailer);
    const peer = c.env?.incoming?.socket.remoteAddress;
    const info = requestInfo(c, peer, trustedProxies);
    c.set('host', info.host);
    c.set('proto', info.proto);
    c.set('oauthCallbackPort', options.oauthCallbackPort);
    c.set('clientIp', info.clientIp);
    c.set('location', locationCountry(c, countrySources, peer !== undefined && trustedProxies.includes(peer.toLowerCase())));
    c.set('site', siteForHost(info.host, options.siteHosts));
    c.set('siteHosts', options.siteHosts ?? {});
    c.set('insecureLocal', isInsecureLocal(info));
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw bodyTooLarge();
    },
  });
  // The upload calls (contract upload-calls.ts) take longer bodies, each up to its own limit.
  const uploadLimits = new Map<number, MiddlewareHandler<AppEnv>>();
  const limitUpload = (maxSize: number): MiddlewareHandler<AppEnv> => {
    const known = uploadLimits.get(maxSize);
    if (known) return known;
    const made = bodyLimit({
      maxSize,
      onError: () => {
        throw bodyTooLarge();
      },
    });
    uploadLimits.set(maxSize, made);
    return made;
  };
  // GET and HEAD input is the query alone: their body is never read (closeIfBodyUnread closes the
  // connection after one), so the limit is not asked there. Asking it reads `body`, which turns
  // @hono/node-server's light request into a full Request: ~15% of a market list's CPU.
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const uploadLimit = c.req.method === 'POST' ? uploadBodyLimitOf(c.req.path) : undefined;
    return uploadLimit === undefined ? limitBody(c, next) : limitUpload(uploadLimit)(c, next);
  });
  app.use(csrfGuard);
  // the load balancer's probes answer before any session is read
  app.route('/', healthRoutes(db, options.draining ?? (() => false)));
  app.use(loadSession);

  app.route('/', usercenterRoutes());
  app.route('/', sessionRoutes());
  app.route('/', passwordResetRoutes());
  app.route('/', accountRoutes());
  app.route('/', siteRoutes());
  app.route('/', trackingRoutes());
  app.route('/', unifiedRoutes());
  app.route('/', marginRoutes());
  app.route('/', c2cRoutes());
  app.route('/', safetyRoutes());
  app.route('/', securityRoutes(logError));
  app.route('/', complianceRoutes());
  app.route('/', kycRoutes());
  app.route('/', rebateRoutes());
  app.route('/', reportingRoutes());
  app.route('/', oauthRoutes());
  app.route('/', marketRoutes(options.marketCacheMs, options.liveCandles, options.marketListVersion, logError));
  app.route('/', favoriteRoutes());
  app.route('/', heraldRoutes());
  app.route('/', learnRoutes());
  app.route('/', toolRoutes());
  app.route('/', chatRoutes());
  app.route('/', spotRoutes(options.livePrices));
  app.route('/', walletRoutes({ devChain: options.devChain ?? false, depositSecret: options.depositSecret ?? DEV_DEPOSIT_SECRET }));
  app.route('/', withdrawRoutes());
  app.route('/', passkeyRoutes());
  app.route('/', bookRoutes());
  app.route('/', alertRoutes(options.livePrices));
  app.route('/', chartRoutes());
  app.route('/', ticketRoutes());
  app.route('/', profileRoutes());
  app.route('/', uploadRoutes());
  app.route('/', kycApplyRoutes(options.kycReviewDelayMs));

  app.notFound((c) => errorResponse(c, notFound()));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    // Hono's own 4xx (e.g. a body it cannot read) keep their status with our JSON shape.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(c, { code: error.status * 100 + 1, message: error.message || 'Bad request' }), error.status);
    }
    logError(error);
    return c.json(errorBody(c, internalError), 500);
  });

  return app;
}
