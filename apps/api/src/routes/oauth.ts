import { Hono } from 'hono';
import { AUTHORIZE_PATH, OAUTH_CALLBACK_PATH, authorizeRequest, exchangeCode } from '@exchange/contract/oauth';
import { hostsOf, siteForHost } from '@exchange/sites/resolve';
import { issueSignInCode, redeemSignInCode } from '../domain/signInCodes';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { isLocalHostname } from '../http/requestInfo';
import { setLoginCookies } from '../security/cookies';
import { createSession } from '../security/sessions';
import { sessionOriginOf } from '../http/sessionOrigin';
import { recordLoginEvent } from '../domain/identity/loginEvents';

const invalidCode = () => new ApiError(400, 40002, 'The sign-in code is invalid or has expired');

/** The port in a host[:port] ('' when none). */
function portOf(host: string): string {
  const match = /:(\d+)$/.exec(host);
  return match?.[1] ?? '';
}

/** A port as a number, the scheme's default when '' (URL leaves default ports out). */
function effectivePort(scheme: string, port: string): number {
  if (port !== '') return Number(port);
  return scheme === 'https' ? 443 : 80;
}

/** `proto://host` normalised as URL.origin is (lower case, default port left out); '' if unusable. */
function originOf(proto: string, host: string): string {
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return '';
  }
}

/** https, or plain http on a loopback / *.localhost name (the rule cookies follow: isInsecureLocal). */
function callbackSchemeAllowed(target: URL): boolean {
  return target.protocol === 'https:' || (target.protocol === 'http:' && isLocalHostname(target.hostname));
}

/**
 * Sign-in for a site that logs in through this one (its `loginVia`): `GET authorize` on this
 * site sends a logged-in user back to the other site's /auth/callback with a one-time code (a
 * guest first to this site's login page); `POST token` on the other site turns the code into a
 * session there. The redirect target must be /auth/callback on a host of such a site (no open
 * redirect), over https (plain http only on a local name), on the deployment's public port: the
 * port the authorize request itself arrived on, or OAUTH_CALLBACK_PORT when configured.
 */
export function oauthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(AUTHORIZE_PATH, async (c) => {
    const parsed = authorizeRequest.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues[0]?.message ?? 'Invalid input');
    const { redirect_uri: redirectUri, state } = parsed.data;
    let target: URL;
    try {
      target = new URL(redirectUri);
    } catch {
      throw invalidInput('redirect_uri must be an absolute URL');
    }
    const client = siteForHost(target.host, c.var.siteHosts);
    const hostKnown = hostsOf(client, c.var.siteHosts).includes(target.hostname);
    if (target.pathname !== OAUTH_CALLBACK_PATH || !hostKnown || client.loginVia !== c.var.site.key) {
      throw invalidInput('redirect_uri is not a sign-in callback of a site that logs in here');
    }
    if (!callbackSchemeAllowed(target)) throw invalidInput('redirect_uri must use https (plain http only on a local host)');
    const publicPort = c.var.oauthCallbackPort ?? effectivePort(c.var.proto, portOf(c.var.host));
    if (effectivePort(target.protocol.replace(/:$/, ''), target.port) !== publicPort) {
      throw invalidInput('redirect_uri must use the public port of this deployment');
    }
    const session = c.var.session;
    if (!session) {
      const url = new URL(c.req.url);
      return c.redirect(`/login?return_to=${encodeURIComponent(`${url.pathname}${url.search}`)}`, 302);
    }
    const code = await issueSignInCode(c.var.db, session.user.id, target.origin + target.pathname, c.var.now());
    target.search = new URLSearchParams({ code, state }).toString();
    return c.redirect(target.href, 302);
  });

  serve(app, exchangeCode, async (c) => {
    const { code } = await readInput(c, exchangeCode);
    const { db } = c.var;
    const now = c.var.now();
    // The code only works on the callback origin it was issued for (domain/signInCodes.ts).
    const user = await redeemSignInCode(db, code, `${originOf(c.var.proto, c.var.host)}${OAUTH_CALLBACK_PATH}`, now);
    if (!user) throw invalidCode();
    const origin = sessionOriginOf(c, 'oauth');
    setLoginCookies(c, await createSession(db, user.id, now, origin), user);
    await recordLoginEvent(db, user.id, { at: now, origin });
    return answer(c, exchangeCode, { code: 0, message: '', data: { uid: user.uid, nickname: user.nickname } });
  });

  return app;
}
