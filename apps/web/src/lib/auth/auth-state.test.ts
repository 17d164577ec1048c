import { describe, expect, it } from 'vitest';
import { guestUser } from '@exchange/contract/usercenter';
import { resolveAuth, skipsUserInfo } from './auth-state';

const trader = { ...guestUser, is_login: true, uid: 10000001, nickname: 'trader' };

describe('resolveAuth', () => {
  it('uses the user info when it arrives', () => {
    expect(resolveAuth({ ok: true, user: trader }, {})).toBe(trader);
  });
  it('a refusal (401) is a guest whatever the cookies say', () => {
    expect(resolveAuth({ ok: false, status: 401 }, { uid: '10000001', nickname: 'trader' })).toEqual(guestUser);
  });
  it('a failed call with uid and nickname cookies is still logged in', () => {
    expect(resolveAuth({ ok: false, status: 0 }, { uid: '10000001', nickname: 'trader' })).toMatchObject({ is_login: true, uid: 10000001, nickname: 'trader' });
    expect(resolveAuth({ ok: false, status: 502 }, { uid: '10000001', nickname: 'trader' }).is_login).toBe(true);
  });
  it('a failed call without both cookies is a guest', () => {
    expect(resolveAuth({ ok: false, status: 0 }, { uid: '10000001' })).toEqual(guestUser);
    expect(resolveAuth({ ok: false, status: 0 }, { uid: 'x', nickname: 'n' })).toEqual(guestUser);
  });
});

describe('skipsUserInfo (doc 2 §4: not fetched on signup, auth and login-reset paths; the 404 page asks, issue 44)', () => {
  it.each(['/signup', '/signup/', '/signup/invite', '/auth', '/auth/callback', '/login/reset', '/login/reset/confirm'])('skips %s', (path) => {
    expect(skipsUserInfo(path)).toBe(true);
  });

  it.each(['/', '/login', '/price', '/trade/BTC_USDT', '/signups', '/authority', '/login/resetting', '/404', '/no-such-page', '/myaccount/signup'])(
    'asks on %s',
    (path) => {
      expect(skipsUserInfo(path)).toBe(false);
    },
  );
});
