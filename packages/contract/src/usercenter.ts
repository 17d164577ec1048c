import { z } from 'zod/mini';
import { decimalString, defineCall, maybeJsonString, noInput, ok } from './define';

const email = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email('Enter a valid email address'));
/** An account's email as sign-up, login and the password reset take it: trimmed, lower-cased, at most 254 characters. */
export const emailField = email;

/** Passwords: 8 to 128 characters with at least one letter and one digit. */
export const passwordRule = z
  .string()
  .check(
    z.minLength(8, 'Password must be at least 8 characters'),
    z.maxLength(128, 'Password must be at most 128 characters'),
    z.regex(/[A-Za-z]/, 'Password must contain a letter'),
    z.regex(/\d/, 'Password must contain a digit'),
  );

const sessionUser = z.object({ uid: z.number().check(z.int()), nickname: z.string() });

export const signup = defineCall({
  method: 'POST',
  path: '/api/web/v1/usercenter/signup',
  request: z.object({ email, password: passwordRule }),
  answer: ok(sessionUser),
  fallback: { code: 0, message: '', data: { uid: 0, nickname: '' } },
});

export const login = defineCall({
  method: 'POST',
  path: '/api/web/v1/usercenter/login',
  request: z.object({ email, password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(128)) }),
  answer: ok(sessionUser),
  fallback: { code: 0, message: '', data: { uid: 0, nickname: '' } },
});

const done = ok(z.object({}));

export const logout = defineCall({
  method: 'POST',
  path: '/api/web/v1/usercenter/logout',
  request: noInput,
  answer: done,
  fallback: { code: 0, message: '', data: {} },
});

export const logoutAll = defineCall({
  method: 'POST',
  path: '/api/web/v1/usercenter/logoutAll',
  request: noInput,
  answer: done,
  fallback: { code: 0, message: '', data: {} },
});

/** User info. `is_login` false (the fallback) means a guest. */
export const userInfoSchema = z.object({
  is_login: z.boolean(),
  uid: z.number().check(z.int()),
  nickname: z.string(),
  user_nick: z.string(),
  user_avatar: z.string(),
  /**
   * the account's KYC code (spec doc 2 §3 mapping, `kyc-level.ts`): 0 none, 5 level 0.5, 2 level 1,
   * 1 level 2 (KYC2), 4 level 3, 3 a company. A code, not a level: read it with `kycLevelOf`,
   * `isKyc2Complete` and `isCompanyAccount`, never by comparing numbers (2 is below 1 here)
   */
  verified: z.number().check(z.int()),
  safe_level: z.number().check(z.int()),
  tier_level: z.number().check(z.int()),
  is_sub: z.union([z.literal(0), z.literal(1)]),
  is_sub_account: z.boolean(),
  white_list_show: z.boolean(),
  is_risk_user: z.boolean(),
  is_withdraw_only_user: z.boolean(),
  country: z.number().check(z.int()),
  curr_fiat: z.string(),
});
export type UserInfo = z.output<typeof userInfoSchema>;

export const guestUser: UserInfo = {
  is_login: false,
  uid: 0,
  nickname: '',
  user_nick: '',
  user_avatar: '',
  verified: 0,
  safe_level: 0,
  tier_level: 0,
  is_sub: 0,
  is_sub_account: false,
  white_list_show: false,
  is_risk_user: false,
  is_withdraw_only_user: false,
  country: 0,
  curr_fiat: 'USD',
};

export const getUserInfo = defineCall({
  method: 'GET',
  path: '/api/web/v1/usercenter/get_info',
  request: noInput,
  answer: ok(userInfoSchema),
  fallback: { code: 0, message: '', data: guestUser },
});

export const userTierSchema = z.object({
  tier_level: z.number().check(z.int(), z.gte(0)),
  tier_all_trade_usdt: decimalString,
  tier_next_progress: z.number().check(z.gte(0), z.lte(100)),
  tier_next_usdt: decimalString,
  tier_next_fiat: decimalString,
  curr_fiat: z.string(),
  tier_next_gt_min: decimalString,
  tier_next_gt_only: decimalString,
  tier_next_asset_only_usd: decimalString,
});
export type UserTier = z.output<typeof userTierSchema>;

/** The spec: "data may be a JSON string"; both forms parse to the same object. */
export const getUserTier = defineCall({
  method: 'GET',
  path: '/api/web/v1/usercenter/get_user_tier',
  request: noInput,
  answer: ok(maybeJsonString(userTierSchema)),
  fallback: {
    code: 0,
    message: '',
    data: {
      tier_level: 0,
      tier_all_trade_usdt: '0.00',
      tier_next_progress: 0,
      tier_next_usdt: '0',
      tier_next_fiat: '0',
      curr_fiat: 'USD',
      tier_next_gt_min: '0',
      tier_next_gt_only: '0',
      tier_next_asset_only_usd: '0',
    },
  },
});
