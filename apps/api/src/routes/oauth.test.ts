import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { AUTHORIZE_PATH, exchangeCode } from '@exchange/contract/oauth';
import { useFreshApp } from '../../test/freshDb';
import { call, cookieValues, loginAs } from '../../test/http';
import { getUserInfo } from '@exchange/contract/usercenter';

const t = useFreshApp();
const STATE = 'state-0123456789abcdef';
const CALLBACK = 'http://testnet.localhost:3000/auth/callback';
const authorize = (redirect = CALLBACK, state = STATE) =>
  `${AUTHORIZE_PATH}?${new URLSearchParams({ scope: 'mock_site_login', redirect_uri: redirect, state }).toString()}`;

async function codeFor(email: string): Promise<string> {
  const cookies = await loginAs(t.app, email);
  const res = await call(t.app, authorize(), { cookies, host: 'localhost:3000' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  expect(location.searchParams.get('state')).toBe(STATE);
  return location.searchParams.get('code') ?? '';
}

describe('sign-in through the main site (testnet)', () => {
  it('sends a guest to the main site’s login page, returning to the authorize request', async () => {
    const res = await call(t.app, authorize(), { host: 'localhost:3000' });
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith('/login?return_to=')).toBe(true);
    expect(decodeURIComponent(location.slice('/login?return_to='.length))).toBe(authorize());
  });

  it('gives a logged-in user a one-time code that makes a session on the testnet', async () => {
    const code = await codeFor('trader@demo.test');
    const res = await call(t.app, exchangeCode.path, { form: { code }, host: 'testnet.localhost:3000' });
    expect(res.status).toBe(200);
    expect(exchangeCode.answer.parse(res.json).data.nickname).toBe('trader');
    const cookies = cookieValues(res.setCookies);
    expect(cookies.sid).toBeTruthy();
    const info = await call(t.app, getUserInfo.path, { cookies: { sid: cookies.sid ?? '' }, host: 'testnet.localhost:3000' });
    expect(info.status).toBe(200);
    // a code works once
    const again = await call(t.app, exchangeCode.path, { form: { code }, host: 'testnet.localhost:3000' });
    expect(again.status).toBe(400);
  });

  it('refuses a code on another host than the one it was issued for', async () => {
    const code = await codeFor('newbie@demo.test');
    const res = await call(t.app, exchangeCode.path, { form: { code }, host: 'eu.localhost:3000' });
    expect(res.status).toBe(400);
    expect(res.setCookies.some((line) => line.startsWith('sid='))).toBe(false);
  });

  it('does not use up a code tried on another host: it still works on its own host', async () => {
    const code = await codeFor('sub@demo.test');
    for (const host of ['eu.localhost:3000', 'testnet.localhost:4000']) {
      expect((await call(t.app, exchangeCode.path, { form: { code }, host })).status).toBe(400);
    }
    expect((await call(t.app, exchangeCode.path, { form: { code }, host: 'testnet.localhost:3000', proto: 'https' })).status).toBe(400);
    const res = await call(t.app, exchangeCode.path, { form: { code }, host: 'testnet.localhost:3000' });
    expect(res.status).toBe(200);
    expect(exchangeCode.answer.parse(res.json).data.nickname).toBe('trader-sub');
  });

  it.each([
    ['another port than the one authorize arrived on', 'http://testnet.localhost:4000/auth/callback'],
    ['the default port when authorize came on :3000', 'http://testnet.localhost/auth/callback'],
  ])('refuses a callback on %s', async (_name, redirect) => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await call(t.app, authorize(redirect), { cookies, host: 'localhost:3000' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('accepts https on a local host at the same port', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await call(t.app, authorize('https://testnet.localhost:3000/auth/callback'), { cookies, host: 'localhost:3000' });
    expect(res.status).toBe(302);
  });

  it('pins a real host to https on the public port (or OAUTH_CALLBACK_PORT)', async () => {
    const siteHosts = { main: ['www.example.com'], testnet: ['testnet.example.com'] };
    const deployed = createApp(t.handle.db, { siteHosts });
    const cookies = await loginAs(deployed, 'trader@demo.test');
    const from = (app: typeof deployed, redirect: string) => call(app, authorize(redirect), { cookies, host: 'www.example.com', proto: 'https' });
    expect((await from(deployed, 'https://testnet.example.com/auth/callback')).status).toBe(302);
    expect((await from(deployed, 'https://testnet.example.com:443/auth/callback')).status).toBe(302);
    expect((await from(deployed, 'http://testnet.example.com/auth/callback')).status).toBe(400);
    expect((await from(deployed, 'http://testnet.example.com:443/auth/callback')).status).toBe(400);
    expect((await from(deployed, 'https://testnet.example.com:8443/auth/callback')).status).toBe(400);
    const configured = createApp(t.handle.db, { siteHosts, oauthCallbackPort: 8443 });
    expect((await from(configured, 'https://testnet.example.com:8443/auth/callback')).status).toBe(302);
    expect((await from(configured, 'https://testnet.example.com/auth/callback')).status).toBe(400);
  });

  it.each([
    ['another site', 'http://eu.localhost:3000/auth/callback'],
    ['a foreign host', 'https://evil.example/auth/callback'],
    ['another path', 'http://testnet.localhost:3000/steal'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['not a URL', 'testnet'],
  ])('refuses a redirect to %s (no open redirect)', async (_name, redirect) => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await call(t.app, authorize(redirect), { cookies, host: 'localhost:3000' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('refuses a wrong scope, a missing or short state, and authorize on the testnet itself', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const wrongScope = `${AUTHORIZE_PATH}?${new URLSearchParams({ scope: 'all', redirect_uri: CALLBACK, state: STATE }).toString()}`;
    expect((await call(t.app, wrongScope, { cookies, host: 'localhost:3000' })).status).toBe(400);
    expect((await call(t.app, authorize(CALLBACK, 'short'), { cookies, host: 'localhost:3000' })).status).toBe(400);
    expect((await call(t.app, authorize(), { cookies, host: 'testnet.localhost:3000' })).status).toBe(400);
  });

  it('refuses an expired code, a malformed code, and a token call without CSRF', async () => {
    const code = await codeFor('whitelist@demo.test');
    expect((await call(t.app, exchangeCode.path, { form: { code: 'x' }, host: 'testnet.localhost:3000' })).status).toBe(400);
    expect((await call(t.app, exchangeCode.path, { form: { code }, host: 'testnet.localhost:3000', csrf: false })).status).toBe(403);
    const { oauthCodes } = await import('../db/schema');
    await t.handle.db.update(oauthCodes).set({ expiresAt: new Date(0) });
    expect((await call(t.app, exchangeCode.path, { form: { code }, host: 'testnet.localhost:3000' })).status).toBe(400);
  });
});
