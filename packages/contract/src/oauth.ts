import { z } from 'zod/mini';
import { defineCall, ok } from './define';

/**
 * Sign-in on a site through another (the testnet through the main site, spec doc 1 §7: "an
 * account-authorize redirect from the page host with a mock-site-login scope"). The browser opens
 * AUTHORIZE_PATH on the main site; a logged-in user is redirected to the testnet's
 * `/auth/callback?code=…&state=…`, which exchanges the one-time code for its own session.
 */
export const AUTHORIZE_PATH = '/api/web/v1/oauth/authorize';
export const OAUTH_SCOPE = 'mock_site_login';
export const OAUTH_CALLBACK_PATH = '/auth/callback';

export const authorizeRequest = z.object({
  scope: z.literal(OAUTH_SCOPE),
  redirect_uri: z.string().check(z.minLength(1), z.maxLength(512)),
  state: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'state must be 16-128 URL-safe characters')),
});

export const exchangeCode = defineCall({
  method: 'POST',
  path: '/api/web/v1/oauth/token',
  request: z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, 'Invalid code')) }),
  answer: ok(z.object({ uid: z.number().check(z.int()), nickname: z.string() })),
  fallback: { code: 0, message: '', data: { uid: 0, nickname: '' } },
});
