/** Every demo account's password (documented in docs/DEMO.md; demo data only). */
export const DEMO_PASSWORD = 'Demo-pass-2026';
/** The trader's fund password (documented in docs/DEMO.md; demo data only). */
export const DEMO_FUND_PASSWORD = 'Fund-pass-2026';
/** The trader's authenticator secret (base32; add it to any TOTP app: SHA1, 6 digits, 30 s). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoUser {
  email: string;
  nickname: string;
  verified: number;
  vipLevel: number;
  tradeVolume30d: string;
  /** ISO 3166-1 numeric code (countries table); 0 unknown */
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
  /** the risk user's forced KYC guide (risk_user_guides) */
  riskGuide?: { frequencyHours: number; cookieKey: string; message: string; url: string; beClosed: boolean };
  /** a fixed referral account (others get a random code at seeding) */
  referral?: { kolCode: string; agencyType: 0 | 1 | 2 | 3 | 4; open: boolean };
  /** fund password, authenticator secret (absent or null: no authenticator) and fund-password frequency (set together) */
  security?: { fundPassword: string; totpSecret?: string | null; frequency: 0 | 1 | 2 };
  /** the anti-phishing code the account starts with (set when the account is created) */
  antiPhishingCode?: string;
  balances: readonly { asset: string; available: string; locked: string }[];
  /**
   * Resting limit orders created with the account: together they hold exactly the balances'
   * `locked` amounts (a buy locks price × amount of the quote, a sell the amount of the base).
   */
  openOrders?: readonly { pair: string; side: 'buy' | 'sell'; price: string; amount: string }[];
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
    // far from the seeded 60000: they rest (500 USDT and 0.1 BTC locked)
    openOrders: [
      { pair: 'BTC_USDT', side: 'buy', price: '50000', amount: '0.01' },
      { pair: 'BTC_USDT', side: 'sell', price: '75000', amount: '0.1' },
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
    // the funds and orders pages' browser tests (e2e/features/funds.e2e.ts): a spread of balances,
    // one of them small (DOGE, 0.30 USD), and three resting orders on two pairs
    email: 'funds@demo.test',
    nickname: 'funds',
    verified: 2,
    vipLevel: 1,
    tradeVolume30d: '0',
    country: 0,
    balances: [
      { asset: 'BTC', available: '0.2', locked: '0.02' },
      { asset: 'ETH', available: '1.5', locked: '0.5' },
      { asset: 'USDT', available: '2500', locked: '500' },
      { asset: 'GT', available: '5', locked: '0' },
      { asset: 'DOGE', available: '2', locked: '0' },
    ],
    // far from the seeded prices (60000, 3000): they rest, holding the locked 500 USDT, 0.02 BTC and 0.5 ETH
    openOrders: [
      { pair: 'BTC_USDT', side: 'buy', price: '50000', amount: '0.01' },
      { pair: 'BTC_USDT', side: 'sell', price: '80000', amount: '0.02' },
      { pair: 'ETH_USDT', side: 'sell', price: '5000', amount: '0.5' },
    ],
  },
  {
    // the statement pages' browser tests (e2e/features/statement.e2e.ts): deposits, trades and
    // withdrawals of its own, so it has the fund password and authenticator to confirm them
    email: 'statement@demo.test',
    nickname: 'statement',
    verified: 2,
    vipLevel: 0,
    tradeVolume30d: '0',
    country: 0,
    security: { fundPassword: DEMO_FUND_PASSWORD, totpSecret: DEMO_TOTP_SECRET, frequency: 1 },
    balances: [{ asset: 'USDT', available: '1000', locked: '0' }],
  },
  {
    email: 'risk@demo.test',
    nickname: 'risk',
    verified: 1,
    vipLevel: 0,
    tradeVolume30d: '5000',
    country: 0,
    isRiskUser: true,
    riskGuide: {
      frequencyHours: 24,
      cookieKey: 'risk_user_guide_demo',
      message: 'Unusual activity was detected on your account. Complete the identity verification upgrade to keep trading.',
      url: '/myaccount/kyc2',
      beClosed: false,
    },
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
  // Compliance states (main site; the rule follows the profile country: ISO numeric codes).
  {
    email: 'uk@demo.test',
    nickname: 'uk',
    verified: 2,
    vipLevel: 1,
    tradeVolume30d: '80000',
    country: 826,
    balances: [{ asset: 'USDT', available: '300', locked: '0' }],
  },
  {
    email: 'nl@demo.test',
    nickname: 'nl',
    verified: 2,
    vipLevel: 11,
    tradeVolume30d: '0',
    country: 528,
    balances: [{ asset: 'USDT', available: '4200', locked: '0' }],
  },
  {
    email: 'uz@demo.test',
    nickname: 'uz',
    verified: 1,
    vipLevel: 0,
    tradeVolume30d: '0',
    country: 860,
    balances: [{ asset: 'USDT', available: '75', locked: '0' }],
  },
  {
    email: 'hk@demo.test',
    nickname: 'hk',
    verified: 2,
    vipLevel: 2,
    tradeVolume30d: '150000',
    country: 344,
    balances: [{ asset: 'USDT', available: '900', locked: '0' }],
  },
  {
    email: 'it@demo.test',
    nickname: 'it',
    verified: 2,
    vipLevel: 1,
    tradeVolume30d: '60000',
    country: 380,
    balances: [{ asset: 'USDT', available: '250', locked: '0' }],
  },
  {
    email: 'br@demo.test',
    nickname: 'br',
    verified: 1,
    vipLevel: 0,
    tradeVolume30d: '0',
    country: 76,
    balances: [{ asset: 'USDT', available: '40', locked: '0' }],
  },
  {
    email: 'restricted@demo.test',
    nickname: 'restricted',
    verified: 2,
    vipLevel: 12,
    tradeVolume30d: '0',
    country: 840,
    balances: [{ asset: 'USDT', available: '15000', locked: '0' }],
  },
  {
    email: 'lowtier@demo.test',
    nickname: 'lowtier',
    verified: 2,
    vipLevel: 2,
    tradeVolume30d: '0',
    country: 528,
    balances: [{ asset: 'USDT', available: '120', locked: '0' }],
  },
  {
    email: 'lowkyc@demo.test',
    nickname: 'lowkyc',
    verified: 1,
    vipLevel: 0,
    tradeVolume30d: '0',
    country: 124,
    balances: [{ asset: 'USDT', available: '30', locked: '0' }],
  },
  {
    email: 'tr@demo.test',
    nickname: 'tr',
    verified: 2,
    vipLevel: 1,
    tradeVolume30d: '15000',
    country: 792,
    balances: [{ asset: 'USDT', available: '750', locked: '0' }],
  },
  {
    email: 'business@demo.test',
    nickname: 'business',
    verified: 3,
    vipLevel: 4,
    tradeVolume30d: '5000000',
    country: 0,
    balances: [{ asset: 'USDT', available: '25000', locked: '0' }],
  },
  // Referral roles: an affiliate whose code takes referrals, a partner whose code is closed to new ones.
  {
    email: 'affiliate@demo.test',
    nickname: 'affiliate',
    verified: 2,
    vipLevel: 11,
    tradeVolume30d: '0',
    country: 0,
    referral: { kolCode: 'AFFDEMO26', agencyType: 1, open: true },
    balances: [{ asset: 'USDT', available: '600', locked: '0' }],
  },
  {
    email: 'partner@demo.test',
    nickname: 'partner',
    verified: 2,
    vipLevel: 5,
    tradeVolume30d: '0',
    country: 0,
    referral: { kolCode: 'CLOSED26', agencyType: 3, open: false },
    balances: [],
  },
  // The withdraw pages' browser tests (e2e/features/withdraw.e2e.ts): a trader of their own with a
  // fund password and an authenticator (the trader's, documented), so their withdrawals, transfers,
  // codes and whitelist switches neither spend another file's authenticator steps nor move a balance
  // another file checks; and the peer who receives their transfer and redeems their code.
  {
    email: 'withdraw@demo.test',
    nickname: 'withdraw',
    verified: 2,
    vipLevel: 1,
    tradeVolume30d: '0',
    country: 0,
    security: { fundPassword: DEMO_FUND_PASSWORD, totpSecret: DEMO_TOTP_SECRET, frequency: 2 },
    balances: [
      { asset: 'USDT', available: '5000', locked: '0' },
      { asset: 'ETH', available: '1', locked: '0' },
    ],
  },
  {
    // the security settings' browser tests (e2e/features/security-settings.e2e.ts): a fund password
    // and an anti-phishing code but no authenticator, so its changes are confirmed by the login password
    email: 'security@demo.test',
    nickname: 'security',
    verified: 2,
    vipLevel: 0,
    tradeVolume30d: '0',
    country: 0,
    security: { fundPassword: DEMO_FUND_PASSWORD, frequency: 2 },
    antiPhishingCode: 'Demo-Safe-26',
    balances: [],
  },
  // Two more of the withdraw pages' traders, one per test that confirms with a code (the address book's
  // whitelist switches; the transfer and the deposit code): the API takes each authenticator step once
  // per user, and a step either side of now, so a test with a user of its own has three codes at hand
  // and never waits for the next 30-second step (withdraw.e2e.ts `authenticator`).
  {
    email: 'withdraw-book@demo.test',
    nickname: 'withdraw-book',
    verified: 2,
    vipLevel: 1,
    tradeVolume30d: '0',
    country: 0,
    security: { fundPassword: DEMO_FUND_PASSWORD, totpSecret: DEMO_TOTP_SECRET, frequency: 2 },
    balances: [{ asset: 'USDT', available: '100', locked: '0' }],
  },
  {
    email: 'withdraw-send@demo.test',
    nickname: 'withdraw-send',
    verified: 2,
    vipLevel: 1,
    tradeVolume30d: '0',
    country: 0,
    security: { fundPassword: DEMO_FUND_PASSWORD, totpSecret: DEMO_TOTP_SECRET, frequency: 2 },
    balances: [{ asset: 'USDT', available: '1000', locked: '0' }],
  },
  { email: 'withdraw-peer@demo.test', nickname: 'withdraw-peer', verified: 2, vipLevel: 0, tradeVolume30d: '0', country: 0, balances: [] },
  // the passkeys browser test's own accounts (e2e/features/passkeys.e2e.ts): a fund password and no
  // authenticator, so a passkey is the only second factor once added; USDT to withdraw with it. A
  // retry uses the second: a failed attempt may leave a passkey whose key only its browser held
  ...['passkeys', 'passkeys-retry'].map((nickname): DemoUser => ({
    email: `${nickname}@demo.test`,
    nickname,
    verified: 2,
    vipLevel: 0,
    tradeVolume30d: '0',
    country: 0,
    security: { fundPassword: DEMO_FUND_PASSWORD, totpSecret: null, frequency: 2 },
    balances: [{ asset: 'USDT', available: '1000', locked: '0' }],
  })),
  // the KYC centre's demo (docs/DEMO.md "Identity verification"): unverified, applies from level 0
  { email: 'kyc@demo.test', nickname: 'kyc', verified: 0, vipLevel: 0, tradeVolume30d: '0', country: 0, balances: [] },
  // The support tickets' browser tests (e2e/features/tickets.e2e.ts): a withdraw-only account of
  // their own, whose notice's "Create a ticket" opens the form, and whose tickets no other file sees.
  {
    email: 'tickets@demo.test',
    nickname: 'tickets',
    verified: 2,
    vipLevel: 0,
    tradeVolume30d: '0',
    country: 0,
    withdrawOnly: true,
    balances: [{ asset: 'USDT', available: '120', locked: '0' }],
  },
  // The profile's browser tests (e2e/features/profile-app.e2e.ts): a basic-verified VIP 2 halfway
  // to VIP 3 in the unified account's single-currency mode, whose nickname and avatar they change.
  {
    email: 'profile@demo.test',
    nickname: 'profile',
    verified: 1,
    vipLevel: 2,
    tradeVolume30d: '1500000',
    country: 0,
    accountMode: 'single_currency',
    unifiedFirstOpen: false,
    balances: [{ asset: 'USDT', available: '2500', locked: '0' }],
  },
  // The sessions and password-reset browser tests (e2e/features/sessions-reset.e2e.ts): accounts of
  // their own, whose sessions one test ends and whose password the other resets (setting the demo
  // password back by a reset first when an earlier attempt changed it), so no other file's login
  // breaks and no sign-up is spent (sign-ups are limited per address, and every test signs up from one).
  { email: 'sessions@demo.test', nickname: 'sessions', verified: 2, vipLevel: 0, tradeVolume30d: '0', country: 0, balances: [] },
  { email: 'reset@demo.test', nickname: 'reset', verified: 2, vipLevel: 0, tradeVolume30d: '0', country: 0, balances: [] },
];
