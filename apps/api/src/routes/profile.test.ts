import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NICKNAME_CHANGE_LIMIT, getProfile, setAvatar, setNickname } from '@exchange/contract/profile';
import { getUserInfo } from '@exchange/contract/usercenter';
import { securityAttempts, users } from '../db/schema';
import { useFreshApp } from '../../test/freshDb';
import { call, cookieValues } from '../../test/http';
import { newTrader } from '../../test/traders';

let clock = Date.parse('2026-12-01T10:00:00Z');
const t = useFreshApp({ now: () => new Date(clock) });
const DAY = 24 * 60 * 60 * 1000;

type Cookies = Record<string, string>;
let made = 0;
const newUser = async () => newTrader(t.app, t.handle.db, `profile-${(made += 1)}@test.example`, {});
const nickname = (cookies: Cookies, value: string) => call(t.app, setNickname.path, { form: { nickname: value }, cookies });
const avatar = (cookies: Cookies, value: string) => call(t.app, setAvatar.path, { form: { avatar: value }, cookies });
const info = async (cookies: Cookies) => getUserInfo.answer.parse((await call(t.app, getUserInfo.path, { cookies })).json).data;
const profile = async (cookies: Cookies) => getProfile.answer.parse((await call(t.app, getProfile.path, { cookies })).json).data;

describe('profile', () => {
  it('answers guests 401 and changes without the CSRF token 403', async () => {
    expect((await call(t.app, getProfile.path)).status).toBe(401);
    expect((await nickname({}, 'Someone')).status).toBe(401);
    const { cookies, id } = await newUser();
    const res = await call(t.app, setNickname.path, { form: { nickname: 'No token' }, cookies, csrf: false });
    expect(res.status).toBe(403);
    const [row] = await t.handle.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, id));
    expect(row?.nickname).toBe(`profile-${made}`);
  });

  it('chooses a built-in avatar, which get_info answers as a same-site path; none goes back to the initial', async () => {
    const { cookies } = await newUser();
    expect((await profile(cookies)).avatar).toBe('');
    const res = await avatar(cookies, 'owl');
    expect(res.status).toBe(200);
    expect(setAvatar.answer.parse(res.json).data.avatar).toBe('/avatars/owl.svg');
    expect((await info(cookies)).user_avatar).toBe('/avatars/owl.svg');
    for (const bad of ['https://evil.example/x.png', '/avatars/../x.svg', 'javascript:alert(1)', 'OWL']) {
      const refused = await avatar(cookies, bad);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ code: 40001, message: 'avatar must be one of fox, owl, whale, cat, robot, rocket, planet, diamond or none' });
    }
    expect((await info(cookies)).user_avatar).toBe('/avatars/owl.svg');
    await avatar(cookies, 'none');
    expect((await info(cookies)).user_avatar).toBe('');
  });

  it('cleans a nickname (NFKC, trimmed, one space) and sets it with the cookie the header reads', async () => {
    const { cookies } = await newUser();
    const res = await nickname(cookies, '  Ｔｒａｄｅｒ　　Ｊｏｅ ');
    expect(res.status).toBe(200);
    expect(setNickname.answer.parse(res.json).data).toMatchObject({
      nickname: 'Trader Joe',
      nickname_changes_left: NICKNAME_CHANGE_LIMIT.max - 1,
      nickname_retry_ms: null,
    });
    expect(cookieValues(res.setCookies).nickname).toBe('Trader Joe');
    expect(await info(cookies)).toMatchObject({ nickname: 'Trader Joe', user_nick: 'Trader Joe' });
    for (const name of ['أحمد_٢', '交易员小王', 'Ольга-К.', 'नमस्ते']) expect((await nickname(cookies, name)).status).toBe(200);
  });

  it.each([
    ['', 'nickname must not be empty'],
    ['a', 'nickname must be at least 2 characters'],
    ['x'.repeat(21), 'nickname must be at most 20 characters'],
    ['<b>bold</b>', 'nickname may hold letters, digits, spaces and _ - . only'],
    ['Tom&Jerry', 'nickname may hold letters, digits, spaces and _ - . only'],
    ['ab\u202Ecd', 'nickname may hold letters, digits, spaces and _ - . only'],
    ['zero\u200Bwidth', 'nickname may hold letters, digits, spaces and _ - . only'],
    ['line\nbreak', 'nickname may hold letters, digits, spaces and _ - . only'],
    ['rocket 🚀', 'nickname may hold letters, digits, spaces and _ - . only'],
    ['-._', 'nickname may hold letters, digits, spaces and _ - . only'],
    ['Official Bob', 'nickname must not name the exchange’s staff (admin, support, official, moderator)'],
    ['s.u.p.p.o.r.t', 'nickname must not name the exchange’s staff (admin, support, official, moderator)'],
  ])('refuses the nickname %j with 400, changing and counting nothing', async (value, message) => {
    const { cookies, id } = await newUser();
    const res = await nickname(cookies, value);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message });
    expect(res.setCookies).toEqual([]);
    const [row] = await t.handle.db.select({ n: count() }).from(securityAttempts).where(eq(securityAttempts.userId, id));
    expect(row?.n).toBe(0);
  });

  it(`holds ${NICKNAME_CHANGE_LIMIT.max} changes a day per user under parallel requests; the same name again is no change`, async () => {
    const { cookies, id } = await newUser();
    expect((await nickname(cookies, `profile-${made}`)).status).toBe(200); // unchanged: not counted
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => nickname(cookies, `Name ${i}`)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(NICKNAME_CHANGE_LIMIT.max);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(8 - NICKNAME_CHANGE_LIMIT.max);
    expect(refused[0]?.json).toEqual({ code: 42901, message: 'You have changed your nickname too often; try again later' });
    expect(Number(refused[0]?.headers.get('retry-after'))).toBe(DAY / 1000);
    const [row] = await t.handle.db
      .select({ n: count() })
      .from(securityAttempts)
      .where(and(eq(securityAttempts.userId, id), eq(securityAttempts.action, 'nickname')));
    expect(row?.n).toBe(NICKNAME_CHANGE_LIMIT.max);
    expect(await profile(cookies)).toMatchObject({ nickname_changes_left: 0, nickname_retry_ms: clock + DAY });

    clock += DAY;
    expect((await nickname(cookies, 'A day later')).status).toBe(200);
    expect((await profile(cookies)).nickname_changes_left).toBe(NICKNAME_CHANGE_LIMIT.max - 1);
  });
});
