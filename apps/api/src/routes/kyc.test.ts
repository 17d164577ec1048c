import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessTipOf, footerTipsCheck } from '@exchange/contract/kyc';
import { businessTips, users } from '../db/schema';
import { SEED_BUSINESS_TIPS } from '../seed/data/businessTips';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs, type RequestOptions } from '../../test/http';

const TIPS = footerTipsCheck.path;
const t = useFreshApp({ countrySources: { header: undefined, devCookie: true } });

async function tips(options: RequestOptions = {}, query = '') {
  const res = await call(t.app, `${TIPS}${query}`, options);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return footerTipsCheck.answer.parse(res.json);
}

const [REVIEW, NL_CLOSED] = SEED_BUSINESS_TIPS;

describe('kyc/footerTipsCheck', () => {
  it('answers the legacy envelope with no tip for a guest without a location', async () => {
    expect(await tips()).toEqual({ resMsg: { code: '0', message: 'success' }, datas: [] });
  });

  it('gives business@ its own closable tip', async () => {
    const answer = await tips({ cookies: await loginAs(t.app, 'business@demo.test') });
    expect(answer.datas).toHaveLength(1);
    expect(businessTipOf(answer)).toEqual({
      title: REVIEW?.title,
      content: REVIEW?.content,
      ok_button: 'Upload documents',
      cancel_button: 'Later',
      ok_button_router: '/myaccount/kyc_home',
      text_link: [{ key: 'institutional services', link: '/institution' }],
      no_close_button: false,
    });
  });

  it('gives the Netherlands (guests located there, nl@ and lowtier@ by profile) the tip without a close button', async () => {
    const guest = businessTipOf(await tips({ cookies: { dev_country: 'NL' } }));
    expect(guest).toMatchObject({ title: NL_CLOSED?.title, no_close_button: true, ok_button_router: '/myaccount/withdraw/USDT' });
    expect(businessTipOf(await tips({ cookies: await loginAs(t.app, 'nl@demo.test') }))).toEqual(guest);
    expect(businessTipOf(await tips({ cookies: await loginAs(t.app, 'lowtier@demo.test') }))).toEqual(guest);
  });

  it('shows no one else’s tip: other users, other countries, other sites', async () => {
    expect((await tips({ cookies: await loginAs(t.app, 'trader@demo.test') })).datas).toEqual([]);
    expect((await tips({ cookies: { dev_country: 'DE' } })).datas).toEqual([]);
    expect((await tips({ cookies: { dev_country: 'NL' }, host: 'eu.localhost' })).datas).toEqual([]);
    expect((await tips({ cookies: await loginAs(t.app, 'business@demo.test'), host: 'uk.localhost' })).datas).toEqual([]);
  });

  it('prefers the user’s own tip, then the country’s, then priority; inactive tips are not shown', async () => {
    const [nl] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'nl@demo.test'));
    const nlCookies = await loginAs(t.app, 'nl@demo.test');
    const [mine] = await t.handle.db
      .insert(businessTips)
      .values({ siteKey: 'main', userId: nl?.id, title: 'Just for you', content: '<p>x</p>' })
      .returning({ id: businessTips.id });
    const [everyone] = await t.handle.db
      .insert(businessTips)
      .values({ siteKey: 'main', title: 'Everyone', content: '<p>y</p>', priority: 100 })
      .returning({ id: businessTips.id });
    try {
      expect(businessTipOf(await tips({ cookies: nlCookies }))?.title).toBe('Just for you');
      await t.handle.db
        .update(businessTips)
        .set({ active: false })
        .where(eq(businessTips.id, mine?.id ?? 0));
      expect(businessTipOf(await tips({ cookies: nlCookies }))?.title).toBe(NL_CLOSED?.title);
      expect(businessTipOf(await tips())?.title).toBe('Everyone');
    } finally {
      await t.handle.db.delete(businessTips).where(eq(businessTips.id, mine?.id ?? 0));
      await t.handle.db.delete(businessTips).where(eq(businessTips.id, everyone?.id ?? 0));
    }
  });

  it('takes no parameters: a uid (or anything else) is a 400 JSON answer', async () => {
    const [business] = await t.handle.db.select({ uid: users.uid }).from(users).where(eq(users.email, 'business@demo.test'));
    const res = await call(t.app, `${TIPS}?uid=${business?.uid}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message: 'Unknown field: uid' });
  });
});
