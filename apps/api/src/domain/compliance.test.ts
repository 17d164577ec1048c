import { describe, expect, it } from 'vitest';
import { NO_KYC_TOAST } from '@exchange/contract/compliance';
import { defaultRiskGuide, isLowTier, kycToastFor, limitCountryUserStatus, pickToast } from './compliance';
import { isBotAgent, isIgnoredReport } from './errorReports';

const user = (verified: number, tierLevel: number, isRiskUser = false) => ({ uid: 10000042, verified, tierLevel, isRiskUser });

describe('isLowTier (spec doc 2 §5)', () => {
  it.each([
    [0, 0, true],
    [2, 10, true],
    [2, 11, false],
    [3, 0, false],
    [3, 10, false],
    [1, 16, false],
  ])('verified %i, tier %i → %s', (verified, tier, low) => {
    expect(isLowTier({ verified, tierLevel: tier })).toBe(low);
  });
});

describe('limitCountryUserStatus', () => {
  it('in a limited country: visitor, low-KYC, high-KYC', () => {
    expect(limitCountryUserStatus(true, null)).toBe('LIMIT_VISITOR');
    expect(limitCountryUserStatus(true, user(1, 0))).toBe('LIMIT_LOW_KYC_USER');
    expect(limitCountryUserStatus(true, user(2, 12))).toBe('LIMIT_HIGH_KYC_USER');
    expect(limitCountryUserStatus(true, user(3, 1))).toBe('LIMIT_HIGH_KYC_USER');
  });
  it('elsewhere: high tier is NON_LIMIT_HIGH_KYC_USER, the rest null', () => {
    expect(limitCountryUserStatus(false, null)).toBeNull();
    expect(limitCountryUserStatus(false, user(2, 3))).toBeNull();
    expect(limitCountryUserStatus(false, user(2, 11))).toBe('NON_LIMIT_HIGH_KYC_USER');
  });
});

describe('kycToastFor', () => {
  it('nothing for guests and KYC2-complete users; the notice below KYC2', () => {
    expect(kycToastFor(null, null)).toEqual(NO_KYC_TOAST);
    expect(kycToastFor(user(2, 0), null)).toEqual(NO_KYC_TOAST);
    expect(kycToastFor(user(3, 0), null)).toEqual(NO_KYC_TOAST);
    expect(kycToastFor(user(1, 0), null)).toEqual({ ...NO_KYC_TOAST, show_kyc_upgrade_notice: true });
  });
  it('a risk user gets the stored guide, or the default one', () => {
    const guide = { frequencyHours: 0, cookieKey: 'k', message: 'm', url: '/u', beClosed: true };
    expect(kycToastFor(user(2, 0, true), guide)).toEqual({
      show_kyc_upgrade_notice: false,
      is_risk_user: true,
      risk_user_guide_frequency: 0,
      risk_user_guide_cookie_key: 'k',
      risk_user_guide_msg: 'm',
      risk_user_guide_be_closed: true,
      risk_user_guide_url: '/u',
    });
    expect(kycToastFor(user(0, 0, true), null)).toMatchObject({
      show_kyc_upgrade_notice: true,
      risk_user_guide_cookie_key: defaultRiskGuide(10000042).cookieKey,
    });
  });
});

describe('pickToast', () => {
  const toast = (content: string) => ({ content, text_link: [], ok_button: 'OK', cancel_button: '', ok_button_router: '' });
  it('exact locale, its language, English, then the first stored', () => {
    const stored = { en: toast('en'), pt: toast('pt'), 'pt-br': toast('pt-br') };
    expect(pickToast(stored, 'pt-br')?.content).toBe('pt-br');
    expect(pickToast(stored, 'PT')?.content).toBe('pt');
    expect(pickToast(stored, 'de')?.content).toBe('en');
    expect(pickToast(stored, undefined)?.content).toBe('en');
    expect(pickToast({ zh: toast('zh') }, 'de')?.content).toBe('zh');
    expect(pickToast(null, 'en')).toBeNull();
    expect(pickToast({}, 'en')).toBeNull();
  });
});

describe('ignored error reports', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1)', true],
    ['Mozilla/5.0 (compatible; YandexBot/3.0)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 ... Chrome-Lighthouse', true],
    ['', true],
    [undefined, true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', false],
    ['Mozilla/5.0 (Linux; Android 12; CUBOT_X30) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', false],
  ])('bot %j → %s', (ua, bot) => {
    expect(isBotAgent(ua)).toBe(bot);
  });
  it('extension and chunk-load errors', () => {
    const ua = 'Mozilla/5.0 Chrome/131';
    expect(isIgnoredReport(ua, { message: 'x', stack: 'at moz-extension://abc/a.js:1' })).toBe(true);
    expect(isIgnoredReport(ua, { message: 'Loading CSS chunk 42 failed' })).toBe(true);
    expect(isIgnoredReport(ua, { message: 'Failed to fetch dynamically imported module: /x.js' })).toBe(true);
    expect(isIgnoredReport(ua, { message: 'TypeError: x is undefined' })).toBe(false);
  });
});
