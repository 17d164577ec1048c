import { describe, expect, it } from 'vitest';
import { guestUser } from '@exchange/contract/usercenter';
import { SITE_LIST, SITES } from '@exchange/sites/sites';
import { floatingMenuEntries, type FloatingMenuInput } from './floating-menu-rules';

const DOWNLOAD_HIDDEN_COUNTRY = 233;

const guest = guestUser;
const verifiedIn = (country: number, verified = 1) => ({ ...guestUser, is_login: true, uid: 7, country, verified });

describe('floating menu entries', () => {
  it('hides the whole menu exactly on the sites whose record says so (Hong Kong and EU)', () => {
    const hidden = SITE_LIST.filter((site) => floatingMenuEntries({ site, user: guest }) === null).map((site) => site.key);
    expect(hidden.sort()).toEqual(['eu', 'hk']);
  });

  it('main site: support, chatroom, app download, back to top, in that order', () => {
    expect(floatingMenuEntries({ site: SITES.main, user: guest })).toEqual(['support', 'chatroom', 'app', 'backToTop']);
  });

  it('sites without the chatroom flag have no chatroom entry', () => {
    for (const site of SITE_LIST.filter((s) => !s.chatroom && !s.hide.floatingMenu)) {
      expect(floatingMenuEntries({ site, user: guest }), site.key).not.toContain('chatroom');
    }
  });

  it('the testnet hides app download: no app entry there', () => {
    expect(floatingMenuEntries({ site: SITES.testnet, user: guest })).toEqual(['support', 'backToTop']);
  });

  it.each<[string, FloatingMenuInput['user'], boolean]>([
    ['a guest', guest, true],
    ['a verified user of another country', verifiedIn(1), true],
    [`an unverified user of country ${DOWNLOAD_HIDDEN_COUNTRY}`, verifiedIn(DOWNLOAD_HIDDEN_COUNTRY, 0), true],
    [`a verified user of country ${DOWNLOAD_HIDDEN_COUNTRY}`, verifiedIn(DOWNLOAD_HIDDEN_COUNTRY, 1), false],
    [`a fully verified user of country ${DOWNLOAD_HIDDEN_COUNTRY}`, verifiedIn(DOWNLOAD_HIDDEN_COUNTRY, 3), false],
  ])('app download for %s: %s', (_label, user, shown) => {
    expect(floatingMenuEntries({ site: SITES.main, user })?.includes('app')).toBe(shown);
  });

  it('country 233 hides the app entry on the main site only (spec doc 2 §6)', () => {
    const user = verifiedIn(DOWNLOAD_HIDDEN_COUNTRY, 2);
    const withoutApp = SITE_LIST.filter((site) => !site.hide.appDownload && !site.hide.floatingMenu)
      .filter((site) => !floatingMenuEntries({ site, user })?.includes('app'))
      .map((site) => site.key);
    expect(withoutApp).toEqual(['main']);
  });

  it('a site without a support contact has no support entry', () => {
    const site = { ...SITES.main, contacts: { support: '', business: '' } };
    expect(floatingMenuEntries({ site, user: guest })).toEqual(['chatroom', 'app', 'backToTop']);
  });
});
