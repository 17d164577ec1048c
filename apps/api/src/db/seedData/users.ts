/** Every demo account's password (documented in the README; demo data only). */
export const DEMO_PASSWORD = 'Demo-pass-2026';
/** The trader's fund password (documented in the README; demo data only). */
export const DEMO_FUND_PASSWORD = 'Fund-pass-2026';
/** The trader's authenticator secret (base32; add it to any TOTP app: SHA1, 6 digits, 30 s). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoUser {
  email: string;
  nickname: string;
  verified: number;
  vipLevel: number;
  tradeVolume30d: string;
  country: number;
  /** email of the parent account when this is a sub-account */
  parentEmail?: string;
  whiteList?: boolean;
  isRiskUser?: boolean;
  withdrawOnly?: boolean;
  /** unified account: mode, whether it was never opened, options trading on (defaults classic, true, false) */
  accountMode?: 'classic' | 'single_currency' | 'multi_currency' | 'portfolio';
  unifiedFirstOpen?: boolean;
  optionsEnabled?: boolean;
  /** the cross-margin account uid (0: none) */
  crossMarginUid?: number;
  /** fund password, authenticator secret and fund-password frequency (set together) */
  security?: { fundPassword: string; totpSecret: string; frequency: 0 | 1 | 2 };
  balances: readonly { asset: string; available: string; locked: string }[];
}

/** Demo accounts, one per account state the front end distinguishes. Parents come before their subs. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'trader@demo.test',
    nickname: 'trader',
    verified: 2,
    vipLevel: 3,
    tradeVolume30d: '3250000',
    country: 0,
    accountMode: 'classic',
    crossMarginUid: 10000001,
    security: { fundPassword: DEMO_FUND_PASSWORD, totpSecret: DEMO_TOTP_SECRET, frequency: 1 },
    balances: [
      { asset: 'BTC', available: '0.5', locked: '0.1' },
      { asset: 'ETH', available: '2', locked: '0' },
      { asset: 'USDT', available: '9500', locked: '500' },
      { asset: 'GT', available: '100', locked: '0' },
    ],
  },
  {
    email: 'sub@demo.test',
    nickname: 'trader-sub',
    verified: 2,
    vipLevel: 3,
    tradeVolume30d: '0',
    country: 0,
    parentEmail: 'trader@demo.test',
    balances: [{ asset: 'USDT', available: '250', locked: '0' }],
  },
  {
    email: 'whitelist@demo.test',
    nickname: 'whitelist',
    verified: 2,
    vipLevel: 1,
    tradeVolume30d: '120000',
    country: 0,
    whiteList: true,
    accountMode: 'portfolio',
    unifiedFirstOpen: false,
    optionsEnabled: true,
    balances: [{ asset: 'USDT', available: '1000', locked: '0' }],
  },
  { email: 'newbie@demo.test', nickname: 'newbie', verified: 0, vipLevel: 0, tradeVolume30d: '0', country: 0, balances: [] },
  {
    email: 'risk@demo.test',
    nickname: 'risk',
    verified: 1,
    vipLevel: 0,
    tradeVolume30d: '5000',
    country: 0,
    isRiskUser: true,
    balances: [{ asset: 'USDT', available: '50', locked: '0' }],
  },
  {
    email: 'withdrawonly@demo.test',
    nickname: 'withdrawonly',
    verified: 2,
    vipLevel: 0,
    tradeVolume30d: '0',
    country: 0,
    withdrawOnly: true,
    balances: [{ asset: 'ETH', available: '0.25', locked: '0' }],
  },
];
