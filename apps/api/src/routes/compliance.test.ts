import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceCheck, type Compliance } from '@exchange/contract/compliance';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { complianceRules } from '../db/schema';
import { freshDb } from '../test/freshDb';
import { call, loginAs, type RequestOptions } from '../test/http';
import { NO_LIMITS } from './compliance';

const CHECK = '/api/web/v1/compliance/check';
let handle: DbHandle;
let app: ReturnType<typeof createApp>;
const unexpected: unknown[] = [];

beforeAll(async () => {
  handle = await freshDb();
  app = createApp(handle.db, { logError: (error) => unexpected.push(error) });
});
afterAll(async () => {
  await handle.close();
});

async function check(options: RequestOptions = {}, query = ''): Promise<Compliance> {
  const res = await call(app, `${CHECK}${query}`, options);
  expect(res.status).toBe(200);
  return complianceCheck.answer.parse(res.json).data;
}

const NO_TOAST = { is_hk_user: false, is_withdraw_only_user: false, limit_country_user_status: null };

describe('compliance check', () => {
  it('restricts nothing on the main site (guest)', async () => {
    expect(await check()).toEqual({ menu: [], business: [], limit: NO_LIMITS, toast: NO_TOAST });
    expect(await check({ host: 'unknown.example.org' })).toEqual({ menu: [], business: [], limit: NO_LIMITS, toast: NO_TOAST });
  });

  it('UK: is_uk_limit, derivatives and fiat trade hidden', async () => {
    expect(await check({ host: 'uk.localhost:3000' })).toEqual({
      menu: ['derivatives', 'fiat_trade'],
      business: [],
      limit: { ...NO_LIMITS, is_uk_limit: true },
      toast: NO_TOAST,
    });
  });

  it('EU: derivatives and copy trading hidden, no limit flag', async () => {
    expect(await check({ host: 'eu.localhost' })).toEqual({ menu: ['derivatives', 'copy_trading'], business: [], limit: NO_LIMITS, toast: NO_TOAST });
  });

  it('US: derivatives hidden', async () => {
    expect(await check({ host: 'us.localhost' })).toEqual({ menu: ['derivatives'], business: [], limit: NO_LIMITS, toast: NO_TOAST });
  });

  it('Turkey: is_tr, nothing hidden (also by Host when no x-forwarded-host)', async () => {
    const expected = { menu: [], business: [], limit: { ...NO_LIMITS, is_tr: true }, toast: NO_TOAST };
    expect(await check({ host: 'tr.localhost' })).toEqual(expected);
    expect(await check({ headers: { host: 'tr.localhost:4000' } })).toEqual(expected);
  });

  it('restricts nothing on a site without a rule (Hong Kong)', async () => {
    expect(await check({ host: 'hk.localhost' })).toEqual({ menu: [], business: [], limit: NO_LIMITS, toast: NO_TOAST });
  });

  it('merges the user’s withdraw-only flag when logged in', async () => {
    const cookies = await loginAs(app, 'withdrawonly@demo.test');
    expect((await check({ cookies })).toast).toEqual({ ...NO_TOAST, is_withdraw_only_user: true });
    const uk = await check({ cookies, host: 'uk.localhost' });
    expect(uk.toast.is_withdraw_only_user).toBe(true);
    expect(uk.limit.is_uk_limit).toBe(true);
    expect((await check({ cookies: await loginAs(app, 'trader@demo.test') })).toast).toEqual(NO_TOAST);
  });

  it('prefers a rule for the logged-in user’s country over the site-wide one; guests get the site-wide rule', async () => {
    await handle.db.insert(complianceRules).values({
      siteKey: 'main',
      country: 0,
      menu: ['futures'],
      business: ['button_pilot_account'],
      limits: { limit_country: true, is_show_compliance_tips: true },
      isHkUser: true,
      limitCountryUserStatus: 'LIMIT_HIGH_KYC_USER',
    });
    try {
      const data = await check({ cookies: await loginAs(app, 'trader@demo.test') });
      expect(data).toEqual({
        menu: ['futures'],
        business: ['button_pilot_account'],
        limit: { ...NO_LIMITS, limit_country: true, is_show_compliance_tips: true },
        toast: { is_hk_user: true, is_withdraw_only_user: false, limit_country_user_status: 'LIMIT_HIGH_KYC_USER' },
      });
      expect(await check()).toEqual({ menu: [], business: [], limit: NO_LIMITS, toast: NO_TOAST });
    } finally {
      await handle.db.delete(complianceRules).where(eq(complianceRules.country, 0));
    }
  });

  it('accepts a lang of up to 8 characters, refuses a longer one with 400, and ignores other fields', async () => {
    expect((await check({ host: 'uk.localhost' }, '?lang=en')).limit.is_uk_limit).toBe(true);
    expect((await call(app, `${CHECK}?lang=${'x'.repeat(9)}`)).status).toBe(400);
    // The site comes from the host only, never from the query.
    expect((await check({}, '?site=uk&sub_website_id=182')).limit.is_uk_limit).toBe(false);
  });

  it('answers 500 (and logs) rather than send a stored rule with an unknown flag', async () => {
    await handle.db.insert(complianceRules).values({ siteKey: 'jp', country: null, limits: { is_mars_limit: true } as never });
    try {
      const res = await call(app, CHECK, { host: 'jp.localhost' });
      expect(res.status).toBe(500);
      expect(unexpected).toHaveLength(1);
    } finally {
      await handle.db.delete(complianceRules).where(eq(complianceRules.siteKey, 'jp'));
      unexpected.length = 0;
    }
  });
});
