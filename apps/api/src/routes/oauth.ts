import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { AUTHORIZE_PATH, OAUTH_CALLBACK_PATH, authorizeRequest, exchangeCode } from '@exchange/contract/oauth';
import { hostname, hostsOf, siteForHost } from '@exchange/sites/resolve';
import { oauthCodes, users } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { setLoginCookies } from '../security/cookies';
import { createSession, hashToken } from '../security/sessions';

/** A code lives one minute and works once. */
export const CODE_TTL_MS = 60_000;

const invalidCode = () => new ApiError(400, 40002, 'The sign-in code is invalid or has expired');

/**
 * Sign-in for a site that logs in through this one (its `loginVia`): `GET authorize` on this
 * site sends a logged-in user back to the other site's /auth/callback with a one-time code (a
 * guest first to this site's login page); `POST token` on the other site turns the code into a
 * session there. The redirect target must be /auth/callback on a host of such a site: no open
 * redirect.
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
    if (!['http:', 'https:'].includes(target.protocol) || target.pathname !== OAUTH_CALLBACK_PATH || !hostKnown || client.loginVia !== c.var.site.key) {
      throw invalidInput('redirect_uri is not a sign-in callback of a site that logs in here');
    }
    const session = c.var.session;
    if (!session) {
      const url = new URL(c.req.url);
      return c.redirect(`/login?return_to=${encodeURIComponent(`${url.pathname}${url.search}`)}`, 302);
    }
    const code = randomBytes(32).toString('base64url');
    await c.var.db.insert(oauthCodes).values({
      codeHash: hashToken(code),
      userId: session.user.id,
      redirectUri: target.origin + target.pathname,
      expiresAt: new Date(c.var.now().getTime() + CODE_TTL_MS),
    });
    target.search = new URLSearchParams({ code, state }).toString();
    return c.redirect(target.href, 302);
  });

  serve(app, exchangeCode, async (c) => {
    const { code } = await readInput(c, exchangeCode);
    const { db } = c.var;
    const now = c.var.now();
    const [used] = await db
      .update(oauthCodes)
      .set({ usedAt: now })
      .where(and(eq(oauthCodes.codeHash, hashToken(code)), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, now)))
      .returning();
    if (!used) throw invalidCode();
    // the code only works on the host it was issued for
    if (hostname(new URL(used.redirectUri).host) !== hostname(c.var.host)) throw invalidCode();
    const [user] = await db.select().from(users).where(eq(users.id, used.userId)).limit(1);
    if (!user) throw invalidCode();
    setLoginCookies(c, await createSession(db, user.id, now), user);
    return answer(c, exchangeCode, { code: 0, message: '', data: { uid: user.uid, nickname: user.nickname } });
  });

  return app;
}
