import { describe, expect, it } from 'vitest';
import { NO_KYC_TOAST, type KycToast } from '@exchange/contract/compliance';
import { awayCookie, isAway, isQuietPath, KYC_UPGRADE_NOTICE_COOKIE, kycPrompt, riskCookieName, showsKycTipBar, type PromptInput } from './kyc-rules';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = 3_600_000;

describe('KYC tip bar', () => {
  const base = { loggedIn: true, uid: 42, verified: 0, hiddenOnSite: false, closedBy: undefined };
  // verified is get_info's KYC code (doc 2 §3): 5 level 0.5, 2 level 1, 1 level 2, 4 level 3, 3 company
  it.each([
    [{}, true],
    [{ verified: 5 }, true],
    [{ verified: 2 }, true],
    [{ verified: 1 }, false],
    [{ verified: 4 }, false],
    [{ verified: 3 }, false],
    [{ verified: 9 }, true],
    [{ loggedIn: false }, false],
    [{ hiddenOnSite: true }, false],
    [{ closedBy: '42' }, false],
    [{ closedBy: '43' }, true],
    [{ closedBy: '' }, true],
    [{ verified: Number.NaN }, true],
  ])('%o → %s', (change, shown) => expect(showsKycTipBar({ ...base, ...change })).toBe(shown));
});

describe('timed cookies', () => {
  it('hold the time they expire, and count only while in the future', () => {
    const cookie = awayCookie('x', NOW, 12);
    expect(cookie.value).toBe(String(NOW + 12 * HOUR));
    expect(cookie.expires.getTime()).toBe(NOW + 12 * HOUR);
    expect(isAway(cookie.value, NOW)).toBe(true);
    expect(isAway(cookie.value, NOW + 12 * HOUR - 1)).toBe(true);
    expect(isAway(cookie.value, NOW + 12 * HOUR)).toBe(false);
  });

  it.each([undefined, '', '1', 'abc', '-5', '1e20', '9'.repeat(16), ' 123'])('%s is not a valid away value', (value) => {
    expect(isAway(value, NOW)).toBe(false);
  });
});

describe('which KYC dialog opens', () => {
  const input = (toast: Partial<KycToast>, change: Partial<PromptInput> = {}, cookies: Record<string, string> = {}): PromptInput => ({
    loggedIn: true,
    toast: { ...NO_KYC_TOAST, ...toast },
    path: '/',
    readCookie: (name) => cookies[name],
    ownLink: (raw) => (raw.startsWith('/') || raw.startsWith('http://localhost') ? raw : null),
    localise: (p) => `/de${p}`,
    now: NOW,
    ...change,
  });

  it('nothing without a prompt, for guests, and on KYC and sign-in pages', () => {
    expect(kycPrompt(input({}))).toEqual({ kind: 'none' });
    expect(kycPrompt(input({ show_kyc_upgrade_notice: true }, { loggedIn: false }))).toEqual({ kind: 'none' });
    for (const path of ['/myaccount/kyc_home', '/myaccount/kyc2', '/login', '/signup', '/auth/callback']) {
      expect(kycPrompt(input({ show_kyc_upgrade_notice: true }, { path })).kind).toBe('none');
    }
  });

  it('the upgrade notice, away for 12 hours once dismissed', () => {
    const prompt = kycPrompt(input({ show_kyc_upgrade_notice: true }));
    expect(prompt).toEqual({ kind: 'upgrade', href: '/de/myaccount/kyc2', dismiss: awayCookie(KYC_UPGRADE_NOTICE_COOKIE, NOW, 12) });
    const value = String(NOW + 12 * HOUR);
    expect(kycPrompt(input({ show_kyc_upgrade_notice: true }, {}, { [KYC_UPGRADE_NOTICE_COOKIE]: value })).kind).toBe('none');
    expect(kycPrompt(input({ show_kyc_upgrade_notice: true }, { now: NOW + 12 * HOUR }, { [KYC_UPGRADE_NOTICE_COOKIE]: value })).kind).toBe('upgrade');
  });

  it('the risk guide comes first, with the server text, link, cookie and frequency', () => {
    const risk = { is_risk_user: true, show_kyc_upgrade_notice: true, risk_user_guide_msg: 'Verify <b>now</b>', risk_user_guide_cookie_key: 'risk_g1' };
    const prompt = kycPrompt(
      input({ ...risk, risk_user_guide_frequency: 24, risk_user_guide_url: '/myaccount/kyc2?from=risk', risk_user_guide_be_closed: false }),
    );
    expect(prompt).toEqual({
      kind: 'risk',
      message: 'Verify <b>now</b>',
      href: '/myaccount/kyc2?from=risk',
      closable: false,
      shown: awayCookie('risk_g1', NOW, 24),
    });
    // shown within the frequency: nothing (not the upgrade notice either)
    const cookies = { risk_g1: String(NOW + HOUR) };
    expect(kycPrompt(input({ ...risk, risk_user_guide_frequency: 24 }, {}, cookies))).toEqual({ kind: 'none' });
    // frequency 0: every time, no cookie written, an old cookie ignored
    const every = kycPrompt(input({ ...risk, risk_user_guide_frequency: 0, risk_user_guide_be_closed: true }, {}, cookies));
    expect(every).toMatchObject({ kind: 'risk', closable: true, shown: null });
  });

  it('a foreign or scripted link falls back to the KYC home page; a bad cookie key to ours', () => {
    for (const url of ['https://evil.example/kyc', 'javascript:alert(1)', '']) {
      expect(kycPrompt(input({ is_risk_user: true, risk_user_guide_url: url }))).toMatchObject({ href: '/de/myaccount/kyc_home' });
    }
    expect(riskCookieName('')).toBe('risk_user_guide');
    expect(riskCookieName('a;b=c')).toBe('risk_user_guide');
    expect(riskCookieName('risk_1')).toBe('risk_1');
  });

  it('quiet paths match whole segments only', () => {
    expect(isQuietPath('/loginx')).toBe(false);
    expect(isQuietPath('/myaccount/kycx/1')).toBe(true);
    expect(isQuietPath('/myaccount/profile')).toBe(false);
  });
});
