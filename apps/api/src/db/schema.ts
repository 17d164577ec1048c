import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The first uid handed out; uids are public account numbers, ids stay internal. */
export const FIRST_UID = 10000001;

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uid: bigint('uid', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: FIRST_UID }).unique().notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  userNick: text('user_nick').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  /** 0 unverified, 1 basic, 2 fully verified */
  verified: integer('verified').notNull().default(0),
  vipLevel: integer('vip_level').notNull().default(0),
  tradeVolume30d: numeric('trade_volume_30d').notNull().default('0'),
  /** opaque numeric country code (the spec treats 233 specially) */
  country: integer('country').notNull().default(0),
  isSub: boolean('is_sub').notNull().default(false),
  parentUserId: integer('parent_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  whiteList: boolean('white_list').notNull().default(false),
  isRiskUser: boolean('is_risk_user').notNull().default(false),
  withdrawOnly: boolean('withdraw_only').notNull().default(false),
  currFiat: text('curr_fiat').notNull().default('USD'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Only the SHA-256 of the session token is stored; the token itself lives in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed login attempts, for the rate limit. Successful logins clear the email's rows. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    available: numeric('available').notNull().default('0'),
    locked: numeric('locked').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.asset] })],
);

/** Asset → USD price. */
export const prices = pgTable('prices', {
  asset: text('asset').primaryKey(),
  usd: numeric('usd').notNull(),
});

/** Fiat currencies: 1 USD = usd_rate units of the fiat. */
export const fiats = pgTable('fiats', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  usdRate: numeric('usd_rate').notNull(),
});

/** Listed crypto currencies (the site's currency_count). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** Client click events (spec: "Client click events are tracked with button names"); append-only. */
export const clickEvents = pgTable(
  'click_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    button: text('button').notNull(),
    page: text('page').notNull(),
    siteKey: text('site_key').notNull(),
    /** the page's locale: its path prefix when the site offers it, else the site's default locale */
    locale: text('locale'),
    /** the session user when logged in, null for guests */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** when the click happened, by the client's clock */
    clientTs: timestamp('client_ts', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_events_site_created_idx').on(t.siteKey, t.createdAt)],
);
