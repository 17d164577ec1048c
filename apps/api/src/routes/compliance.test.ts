import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_KYC_TOAST, complianceCheck, type Compliance } from '@exchange/contract/compliance';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { complianceRules, riskUserGuides, users } from '../db/schema';
import { BRAZIL_TOAST, RESTRICTED_COUNTRIES, RESTRICTED_LOCATION_TOAST } from '../seed/data/complianceRules';
import { freshDb } from '../../test/freshDb';
import { INTERNET, call, loginAs, type RequestOptions } from '../../test/http';
import { NO_LIMITS } from '../domain/compliance';

const CHECK = complianceCheck.path;
let handle: DbHandle;
/** neither the header nor the dev cookie configured (the default) */
let plain: ReturnType<typeof createApp>;
/** COUNTRY_HEADER=cf-ipcountry and DEV_COUNTRY_COOKIE=1 */
let geo: ReturnType<typeof createApp>;
/** COUNTRY_HEADER=cf-ipcountry only */
let headerOnly: ReturnType<typeof createApp>;
const unexpected: unknown[] = [];

beforeAll(async () => {
  handle = await freshDb();
  const logError = (error: unknown) => unexpected.push(error);
  plain = createApp(handle.db, { logError });
  geo = createApp(handle.db, { logError, countrySources: { header: 'cf-ipcountry', devCookie: true } });
  headerOnly = createApp(handle.db, { logError, countrySources: { header: 'cf-ipcountry', devCookie: false } });
});
afterAll(async () => {
  await handle.close();
});

async function check(options: RequestOptions = {}, query = '', app = plain): Promise<Compliance> {
  const res = await call(app, `${CHECK}${query}`, options);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return complianceCheck.answer.parse(res.json).data;
}

/** A guest on the main site whose location the dev cookie names. */
const guestIn = (country: string, query = '') => check({ cookies: { dev_country: country } }, query, geo);

const NO_TOAST = { is_hk_user: false, is_withdraw_only_user: false, limit_country_user_status: null, kyc_toast: NO_KYC_TOAST };
const EMPTY: Compliance = { menu: [], business: [], limit: NO_LIMITS, toast: NO_TOAST };
const RESTRICTED_LIMIT = { ...NO_LIMITS, limit_country: true, is_blocked_country: true, limit_country_toast: RESTRICTED_LOCATION_TOAST.en };

describe('compliance check by site (no location known)', () => {
  it('restricts nothing on the main site or an unknown host', async () => {
    expect(await check()).toEqual(EMPTY);
    expect(await check({ host: 'unknown.example.org' })).toEqual(EMPTY);
  });

  it('UK site: is_uk_limit, derivatives and fiat trade hidden', async () => {
    expect(await check({ host: 'uk.localhost:3000' })).toEqual({ ...EMPTY, menu: ['derivatives', 'fiat_trade'], limit: { ...NO_LIMITS, is_uk_limit: true } });
  });

  it('EU and US sites hide derivatives; Turkey is is_tr (also by Host); Hong Kong has no rule', async () => {
    expect(await check({ host: 'eu.localhost' })).toEqual({ ...EMPTY, menu: ['derivatives', 'copy_trading'] });
    expect(await check({ host: 'us.localhost' })).toEqual({ ...EMPTY, menu: ['derivatives'] });
    const tr = { ...EMPTY, limit: { ...NO_LIMITS, is_tr: true } };
    expect(await check({ host: 'tr.localhost' })).toEqual(tr);
    expect(await check({ headers: { host: 'tr.localhost:4000' } })).toEqual(tr);
    expect(await check({ host: 'hk.localhost' })).toEqual(EMPTY);
  });
});

describe('the visitor’s location', () => {
  it('comes from the configured header on a request from the trusted web server', async () => {
    const data = await check({ headers: { 'cf-ipcountry': 'US' } }, '', headerOnly);
    expect(data.limit).toEqual(RESTRICTED_LIMIT);
    expect(data.toast.limit_country_user_status).toBe('LIMIT_VISITOR');
  });

  it('ignores the header when no COUNTRY_HEADER is configured, when another header is configured, and from an untrusted peer', async () => {
    expect(await check({ headers: { 'cf-ipcountry': 'US' } }, '', plain)).toEqual(EMPTY);
    expect(await check({ headers: { 'x-country': 'US', 'x-forwarded-for': '1.2.3.4' } }, '', headerOnly)).toEqual(EMPTY);
    expect(await check({ headers: { 'cf-ipcountry': 'US' }, peer: INTERNET }, '', headerOnly)).toEqual(EMPTY);
    expect(await check({ headers: { 'cf-ipcountry': 'US' }, peer: null }, '', headerOnly)).toEqual(EMPTY);
  });

  it('reads the dev cookie only where DEV_COUNTRY_COOKIE is on; there it wins over the header', async () => {
    expect(await check({ cookies: { dev_country: 'US' } }, '', plain)).toEqual(EMPTY);
    expect(await check({ cookies: { dev_country: 'US' } }, '', headerOnly)).toEqual(EMPTY);
    expect((await check({ cookies: { dev_country: 'us' } }, '', geo)).limit.limit_country).toBe(true);
    expect((await check({ cookies: { dev_country: 'GB' }, headers: { 'cf-ipcountry': 'US' } }, '', geo)).limit).toMatchObject({
      is_uk_limit: true,
      limit_country: false,
    });
    // A malformed cookie falls back to the header.
    expect((await check({ cookies: { dev_country: 'USA' }, headers: { 'cf-ipcountry': 'US' } }, '', geo)).limit.limit_country).toBe(true);
  });

  it('treats XX, T1, junk and countries without a row as the site-wide rule', async () => {
    for (const value of ['XX', 'T1', '', '12', 'U$', 'SG', 'AR']) {
      expect(await check({ headers: { 'cf-ipcountry': value } }, '', headerOnly)).toEqual(EMPTY);
    }
  });
});

describe('rules per country (main site)', () => {
  it.each(RESTRICTED_COUNTRIES)('%s: restricted, with the restricted-location toast', async (country) => {
    const data = await guestIn(country);
    expect(data).toEqual({ ...EMPTY, limit: RESTRICTED_LIMIT, toast: { ...NO_TOAST, limit_country_user_status: 'LIMIT_VISITOR' } });
    expect(data.limit.limit_country_toast?.ok_button).toBe('I Acknowledge');
    expect(data.limit.limit_country_toast?.text_link.map((l) => l.link)).toEqual(['/user-agreement', '/myaccount/tickets']);
  });

  it('picks the toast by lang: exact, then the language, then English', async () => {
    expect((await guestIn('US', '?lang=zh')).limit.limit_country_toast).toEqual(RESTRICTED_LOCATION_TOAST.zh);
    expect((await guestIn('US', '?lang=zh-tw')).limit.limit_country_toast).toEqual(RESTRICTED_LOCATION_TOAST.zh);
    expect((await guestIn('US', '?lang=de')).limit.limit_country_toast).toEqual(RESTRICTED_LOCATION_TOAST.en);
    expect((await guestIn('BR', '?lang=pt-br')).limit.toast_config).toEqual(BRAZIL_TOAST['pt-br']);
    expect((await guestIn('BR', '?lang=pt')).limit.toast_config).toEqual(BRAZIL_TOAST.en);
  });

  it('region flags, menus and compliance tips', async () => {
    expect(await guestIn('GB')).toEqual({
      ...EMPTY,
      menu: ['derivatives', 'margin_etf_trade', 'copy_trading', 'ventures'],
      limit: { ...NO_LIMITS, is_uk_limit: true, is_show_compliance_tips: true },
    });
    expect(await guestIn('UK')).toEqual(await guestIn('GB'));
    expect((await guestIn('NL')).limit).toEqual({ ...NO_LIMITS, is_nl_limit: true });
    expect((await guestIn('NL')).menu).toContain('spot_trade');
    expect((await guestIn('UZ')).limit).toEqual({ ...NO_LIMITS, is_uzbekistan_toast: true });
    expect((await guestIn('IT')).limit).toEqual({ ...NO_LIMITS, is_italy_limit: true, is_show_compliance_tips: true });
    expect((await guestIn('BR')).limit).toEqual({ ...NO_LIMITS, brazil_toast: true, toast_config: BRAZIL_TOAST.en });
    expect(await guestIn('HK')).toEqual({
      menu: ['derivatives', 'margin_etf_trade', 'copy_trading', 'nft'],
      business: ['button_pilot_account'],
      limit: { ...NO_LIMITS, is_show_compliance_tips: true },
      toast: { ...NO_TOAST, is_hk_user: true },
    });
    expect((await guestIn('TR')).limit).toEqual({ ...NO_LIMITS, is_tr: true });
    expect((await guestIn('LT')).limit).toEqual({ ...NO_LIMITS, ltw_toast: true });
  });

  it('offers the EU site to an EEA visitor on the main site, and the main site to a visitor from elsewhere on the EU site; an unknown country neither', async () => {
    const onEu = (country: string) => check({ cookies: { dev_country: country }, host: 'eu.localhost' }, '', geo);
    for (const country of ['DE', 'FR', 'NO', 'IS']) expect(await guestIn(country)).toEqual({ ...EMPTY, business: ['eu_site_switch'] });
    // beside a region's own rule, whose flags stay
    expect(await guestIn('IT')).toMatchObject({ business: ['eu_site_switch'], limit: { is_italy_limit: true } });
    for (const country of ['GB', 'CH', 'SG', 'HK']) expect((await guestIn(country)).business).not.toContain('eu_site_switch');
    expect(await onEu('SG')).toEqual({ ...EMPTY, menu: ['derivatives', 'copy_trading'], business: ['main_site_switch'] });
    expect((await onEu('GB')).business).toEqual(['main_site_switch']);
    for (const country of ['DE', 'NL', 'LI']) expect((await onEu(country)).business).toEqual([]);
    // no location known: no guess either way
    expect((await check({ host: 'eu.localhost' })).business).toEqual([]);
    expect((await check()).business).toEqual([]);
    expect((await check({ cookies: { dev_country: 'DE' }, host: 'us.localhost' }, '', geo)).business).toEqual([]);
  });

  it('per-country rows are the main site’s: a sub-site falls back to its site-wide row', async () => {
    expect(await check({ cookies: { dev_country: 'US' }, host: 'us.localhost' }, '', geo)).toEqual({ ...EMPTY, menu: ['derivatives'] });
    expect(await check({ cookies: { dev_country: 'US' }, host: 'hk.localhost' }, '', geo)).toEqual(EMPTY);
  });

  it('rules are data: a row added without a deploy applies at once', async () => {
    await handle.db.insert(complianceRules).values({ siteKey: 'jp', country: 'FR', menu: ['nft'], limits: { is_show_compliance_tips: true } });
    try {
      expect(await check({ cookies: { dev_country: 'FR' }, host: 'jp.localhost' }, '', geo)).toEqual({
        ...EMPTY,
        menu: ['nft'],
        limit: { ...NO_LIMITS, is_show_compliance_tips: true },
      });
      expect(await check({ cookies: { dev_country: 'DE' }, host: 'jp.localhost' }, '', geo)).toEqual(EMPTY);
    } finally {
      await handle.db.delete(complianceRules).where(eq(complianceRules.siteKey, 'jp'));
    }
  });
});

describe('logged-in users', () => {
  it('are ruled by their profile country, not their location; without one, by their location', async () => {
    const restricted = await loginAs(plain, 'restricted@demo.test');
    const data = await check({ cookies: restricted });
    expect(data.limit).toEqual(RESTRICTED_LIMIT);
    expect(data.toast.limit_country_user_status).toBe('LIMIT_HIGH_KYC_USER');
    // The trader's profile country is unknown (0): its location rules, as a guest's would (no way
    // around a location's rules by logging in); with no location either, the site-wide row.
    const trader = await loginAs(geo, 'trader@demo.test');
    const located = await check({ cookies: { ...trader, dev_country: 'US' }, headers: { 'cf-ipcountry': 'US' } }, '', geo);
    expect(located.limit).toEqual(RESTRICTED_LIMIT);
    expect(located.toast.limit_country_user_status).toBe('LIMIT_LOW_KYC_USER');
    expect(await check({ cookies: trader }, '', geo)).toEqual(EMPTY);
    // uk@ is in GB by profile, even with a US location.
    expect((await check({ cookies: { ...(await loginAs(geo, 'uk@demo.test')), dev_country: 'US' } }, '', geo)).limit.is_uk_limit).toBe(true);
  });

  it('limit_country_user_status: visitor, low-KYC, high-KYC in a limited country; non-limited high tier', async () => {
    const status = async (email: string) => (await check({ cookies: await loginAs(plain, email) })).toast.limit_country_user_status;
    expect(await status('lowkyc@demo.test')).toBe('LIMIT_LOW_KYC_USER');
    expect(await status('restricted@demo.test')).toBe('LIMIT_HIGH_KYC_USER');
    expect(await status('affiliate@demo.test')).toBe('NON_LIMIT_HIGH_KYC_USER');
    expect(await status('nl@demo.test')).toBe('NON_LIMIT_HIGH_KYC_USER');
    expect(await status('business@demo.test')).toBe('NON_LIMIT_HIGH_KYC_USER');
    expect(await status('lowtier@demo.test')).toBeNull();
    expect(await status('trader@demo.test')).toBeNull();
  });

  it('each demo region account gets its region’s flags', async () => {
    const limit = async (email: string) => (await check({ cookies: await loginAs(plain, email) })).limit;
    expect((await limit('uk@demo.test')).is_uk_limit).toBe(true);
    expect((await limit('nl@demo.test')).is_nl_limit).toBe(true);
    expect((await limit('lowtier@demo.test')).is_nl_limit).toBe(true);
    expect((await limit('uz@demo.test')).is_uzbekistan_toast).toBe(true);
    expect((await limit('it@demo.test')).is_italy_limit).toBe(true);
    expect((await limit('br@demo.test')).brazil_toast).toBe(true);
    expect((await limit('lowkyc@demo.test')).limit_country).toBe(true);
    expect((await check({ cookies: await loginAs(plain, 'hk@demo.test') })).toast.is_hk_user).toBe(true);
  });

  it('kyc_toast: the upgrade notice below KYC2; the risk guide from the user’s row, or the default guide', async () => {
    const kyc = async (email: string) => (await check({ cookies: await loginAs(plain, email) })).toast.kyc_toast;
    expect(await kyc('newbie@demo.test')).toEqual({ ...NO_KYC_TOAST, show_kyc_upgrade_notice: true });
    expect(await kyc('trader@demo.test')).toEqual(NO_KYC_TOAST);
    expect(await kyc('business@demo.test')).toEqual(NO_KYC_TOAST);
    expect(await kyc('risk@demo.test')).toEqual({
      show_kyc_upgrade_notice: true,
      is_risk_user: true,
      risk_user_guide_frequency: 24,
      risk_user_guide_cookie_key: 'risk_user_guide_demo',
      risk_user_guide_msg: 'Unusual activity was detected on your account. Complete the identity verification upgrade to keep trading.',
      risk_user_guide_be_closed: false,
      risk_user_guide_url: '/myaccount/kyc2',
    });
    await handle.db.update(users).set({ isRiskUser: true }).where(eq(users.email, 'whitelist@demo.test'));
    try {
      const [row] = await handle.db.select({ uid: users.uid }).from(users).where(eq(users.email, 'whitelist@demo.test'));
      expect(await kyc('whitelist@demo.test')).toMatchObject({
        show_kyc_upgrade_notice: false,
        is_risk_user: true,
        risk_user_guide_cookie_key: `risk_guide_${row?.uid}`,
        risk_user_guide_be_closed: false,
        risk_user_guide_url: '/myaccount/kyc_home',
      });
    } finally {
      await handle.db.update(users).set({ isRiskUser: false }).where(eq(users.email, 'whitelist@demo.test'));
    }
    // A guide row of a user who is no longer a risk user is not sent.
    const [risk] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'risk@demo.test'));
    expect(
      (
        await handle.db
          .select()
          .from(riskUserGuides)
          .where(eq(riskUserGuides.userId, risk?.id ?? 0))
      ).length,
    ).toBe(1);
  });

  it('merges the user’s withdraw-only flag', async () => {
    const cookies = await loginAs(plain, 'withdrawonly@demo.test');
    expect((await check({ cookies })).toast.is_withdraw_only_user).toBe(true);
    const uk = await check({ cookies, host: 'uk.localhost' });
    expect(uk.toast.is_withdraw_only_user).toBe(true);
    expect(uk.limit.is_uk_limit).toBe(true);
    expect((await check({ cookies: await loginAs(plain, 'trader@demo.test') })).toast.is_withdraw_only_user).toBe(false);
  });

  it('answers only for the session user: uid and country in the query change nothing', async () => {
    const newbie = await loginAs(plain, 'newbie@demo.test');
    const [risk] = await handle.db.select({ uid: users.uid }).from(users).where(eq(users.email, 'risk@demo.test'));
    const data = await check({ cookies: newbie }, `?uid=${risk?.uid}&country=US&dev_country=US`);
    expect(data.toast.kyc_toast.is_risk_user).toBe(false);
    expect(data.limit.limit_country).toBe(false);
  });
});

describe('input and stored data', () => {
  it('accepts a lang of up to 8 characters, refuses a longer one with 400 JSON, and ignores other fields', async () => {
    expect((await check({ host: 'uk.localhost' }, '?lang=en')).limit.is_uk_limit).toBe(true);
    const res = await call(plain, `${CHECK}?lang=${'x'.repeat(9)}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 40001 });
    expect((await check({}, '?site=uk&sub_website_id=182')).limit.is_uk_limit).toBe(false);
  });

  it('answers 500 (and logs) rather than send a stored rule with an unknown flag', async () => {
    await handle.db.insert(complianceRules).values({ siteKey: 'jp', country: null, limits: { is_mars_limit: true } as never });
    try {
      const res = await call(plain, CHECK, { host: 'jp.localhost' });
      expect(res.status).toBe(500);
      expect(unexpected).toHaveLength(1);
    } finally {
      await handle.db.delete(complianceRules).where(eq(complianceRules.siteKey, 'jp'));
      unexpected.length = 0;
    }
  });

  it('refuses a rule whose country is not an alpha-2 code (database check)', async () => {
    await expect(handle.db.insert(complianceRules).values({ siteKey: 'jp', country: 'usa' })).rejects.toThrow();
  });
});
