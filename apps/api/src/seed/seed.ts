import { and, count, eq, getTableColumns, getTableName, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../security/password';
import type { Db } from '../db/client';
import {
  balances,
  businessTips,
  complianceRules,
  countries,
  referralAccounts,
  riskUserGuides,
  currencies,
  fiatSettings,
  fiats,
  futuresContracts,
  marketTabs,
  pilotTokens,
  preCurrencies,
  prices,
  spotMarkets,
  users,
  announcements,
  learnArticles,
  notices,
  toolFiles,
  chatMessages,
  spotOrders,
} from '../db/schema';
import { SEED_COMPLIANCE_RULES } from './data/complianceRules';
import { SEED_BUSINESS_TIPS } from './data/businessTips';
import { SEED_COUNTRIES } from './data/countries';
import { ensureReferralAccount, newPublicId } from '../domain/referral';
import { pairRules } from '../domain/pairRules';
import { seedCurrencies } from './data/currencies';
import { SEED_FIATS } from './data/fiats';
import { SEED_FIAT_SETTINGS } from './data/fiatSettings';
import { SEED_MARKET_TABS } from './data/marketTabs';
import { seedFuturesContracts, seedPilotTokens, seedPreCurrencies, seedSpotMarkets } from './data/markets';
import { SEED_PRICES } from './data/prices';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './data/users';
import { seedAnnouncements } from './data/announcements';
import { seedArticles } from './data/learn';
import { SEED_NOTICES } from './data/notices';
import { SEED_TOOL_FILES } from './data/toolFiles';
import { SEED_CHAT } from './data/chat';
import { SITES } from '@exchange/sites/sites';
import { SITE_KEYS } from '@exchange/sites/types';
import { apiLanguage } from '@exchange/contract/market';

const CHUNK = 500;

async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(fiats)
    .values([...SEED_FIATS])
    .onConflictDoNothing();
  await db
    .insert(prices)
    .values([...SEED_PRICES])
    .onConflictDoNothing();
  await db
    .insert(fiatSettings)
    .values([...SEED_FIAT_SETTINGS])
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(SEED_COUNTRIES.map(([code, iso2, name]) => ({ code, iso2, name })))
    .onConflictDoNothing();
  await db
    .insert(complianceRules)
    .values(SEED_COMPLIANCE_RULES.map((rule) => ({ ...rule, toastConfig: rule.toastConfig ?? null, limitCountryToast: rule.limitCountryToast ?? null })))
    .onConflictDoNothing();
  const rows = seedCurrencies();
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(currencies)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Inserts rows in one statement, leaving rows whose key exists as they are. The rows travel as
 * one JSON parameter expanded by jsonb_populate_recordset: about five times faster than a
 * multi-row VALUES with a bind parameter per cell (2,900 spot rows: ~80 ms instead of ~430 ms on
 * PGlite), which every fresh test database pays. Every column must be given in each row.
 */
async function insertMissing<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table));
  const records = rows.map((row) => {
    const values: Record<string, unknown> = row;
    return Object.fromEntries(columns.map(([key, column]) => [column.name, values[key]]));
  });
  const name = sql.identifier(getTableName(table));
  await db.execute(sql`insert into ${name} select * from jsonb_populate_recordset(null::${name}, ${JSON.stringify(records)}::jsonb) on conflict do nothing`);
}

/**
 * Market data (data/markets.ts). A table that already holds at least the seed's number of
 * rows is left alone without generating its rows (every start and every test database pays
 * only a few counts); otherwise the missing rows are inserted (insertMissing).
 */
async function seedMarketData(db: Db, today: Date): Promise<void> {
  const spots = seedSpotMarkets(today).map((row) => ({ ...row, ...pairRules(row.rate, row.currB) }));
  if ((await rowCount(db, spotMarkets)) < spots.length) await insertMissing(db, spotMarkets, spots);
  const futures = seedFuturesContracts(today);
  if ((await rowCount(db, futuresContracts)) < futures.length) await insertMissing(db, futuresContracts, futures);
  const pilots = seedPilotTokens();
  if ((await rowCount(db, pilotTokens)) < pilots.length) await insertMissing(db, pilotTokens, pilots);
  const pre = seedPreCurrencies();
  if ((await rowCount(db, preCurrencies)) < pre.length) await insertMissing(db, preCurrencies, pre);
  if ((await rowCount(db, marketTabs)) < SEED_MARKET_TABS.length) await insertMissing(db, marketTabs, SEED_MARKET_TABS);
}

async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows[0]?.id;
}

/**
 * Fills the demo values of the later-added columns on an existing demo account, never overwriting
 * what the account has: the fund password (with its frequency) and the authenticator secret only
 * while null, the cross-margin uid only while 0, and the unified-account fields only while the
 * account has never opened the unified account (so nothing there was chosen by the user).
 */
async function fillDemoExtras(db: Db, userId: number, demo: DemoUser): Promise<void> {
  const [row] = await db.select({ fundPassHash: users.fundPassHash, totpSecret: users.totpSecret }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return;
  if (demo.security && row.fundPassHash === null) {
    await db
      .update(users)
      .set({ fundPassHash: await hashPassword(demo.security.fundPassword), fundPassFrequency: demo.security.frequency })
      .where(and(eq(users.id, userId), isNull(users.fundPassHash)));
  }
  if (demo.security?.totpSecret && row.totpSecret === null) {
    await db
      .update(users)
      .set({ totpSecret: demo.security.totpSecret })
      .where(and(eq(users.id, userId), isNull(users.totpSecret)));
  }
  if (demo.crossMarginUid !== undefined) {
    await db
      .update(users)
      .set({ crossMarginUid: demo.crossMarginUid })
      .where(and(eq(users.id, userId), eq(users.crossMarginUid, 0)));
  }
  await db
    .update(users)
    .set({
      accountMode: demo.accountMode ?? 'classic',
      unifiedFirstOpen: demo.unifiedFirstOpen ?? true,
      optionsEnabled: demo.optionsEnabled ?? false,
    })
    .where(and(eq(users.id, userId), eq(users.unifiedFirstOpen, true)));
}

/**
 * The demo account's compliance and referral rows, added when missing (existing rows untouched):
 * its risk guide, its referral account (a fixed code where the demo names one, else a random one).
 */
async function seedDemoExtras(db: Db, demo: DemoUser): Promise<void> {
  const userId = await userIdByEmail(db, demo.email);
  if (userId === undefined) return;
  if (demo.riskGuide) {
    await db
      .insert(riskUserGuides)
      .values({ userId, ...demo.riskGuide })
      .onConflictDoNothing();
  }
  if (demo.referral) {
    await db
      .insert(referralAccounts)
      .values({ userId, kolCode: demo.referral.kolCode, agencyType: demo.referral.agencyType, openToReferrals: demo.referral.open, publicId: newPublicId() })
      .onConflictDoNothing();
  }
  await ensureReferralAccount(db, userId);
}

/** Business tips (data/businessTips.ts), each once by its seed key; a tip for a missing account is skipped. */
async function seedBusinessTips(db: Db): Promise<void> {
  for (const { email, ...tip } of SEED_BUSINESS_TIPS) {
    const userId = email === null ? null : await userIdByEmail(db, email);
    if (userId === undefined) continue;
    await db
      .insert(businessTips)
      .values({ ...tip, userId })
      .onConflictDoNothing();
  }
}

/** Creates the demo user with its balances unless an account with that email exists already. */
async function seedDemoUser(db: Db, demo: DemoUser): Promise<void> {
  const existingId = await userIdByEmail(db, demo.email);
  if (existingId !== undefined) {
    await fillDemoExtras(db, existingId, demo);
    return;
  }
  const parentUserId = demo.parentEmail ? await userIdByEmail(db, demo.parentEmail) : undefined;
  const inserted = await db
    .insert(users)
    .values({
      email: demo.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      nickname: demo.nickname,
      userNick: demo.nickname,
      verified: demo.verified,
      vipLevel: demo.vipLevel,
      tradeVolume30d: demo.tradeVolume30d,
      country: demo.country,
      isSub: demo.parentEmail !== undefined,
      parentUserId: parentUserId ?? null,
      whiteList: demo.whiteList ?? false,
      isRiskUser: demo.isRiskUser ?? false,
      withdrawOnly: demo.withdrawOnly ?? false,
      accountMode: demo.accountMode ?? 'classic',
      unifiedFirstOpen: demo.unifiedFirstOpen ?? true,
      optionsEnabled: demo.optionsEnabled ?? false,
      crossMarginUid: demo.crossMarginUid ?? 0,
      fundPassHash: demo.security ? await hashPassword(demo.security.fundPassword) : null,
      fundPassFrequency: demo.security?.frequency ?? 2,
      totpSecret: demo.security?.totpSecret ?? null,
      antiPhishingCode: demo.antiPhishingCode ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const userId = inserted[0]?.id;
  if (userId === undefined || demo.balances.length === 0) return;
  await db
    .insert(balances)
    .values(demo.balances.map((b) => ({ userId, ...b })))
    .onConflictDoNothing();
  // The open orders that hold the demo balances' `locked` amounts (created with the account only).
  if (demo.openOrders && demo.openOrders.length > 0) {
    const at = new Date();
    await db
      .insert(spotOrders)
      .values(demo.openOrders.map((o) => ({ userId, ...o, type: 'limit' as const, status: 'open' as const, createdAt: at, updatedAt: at })));
  }
}

/**
 * Reference data, market data and demo accounts. Idempotent: existing rows are left as they are.
 * `today` only places the seeded markets' opening times (data/markets.ts).
 */
export async function seed(db: Db, today: Date = new Date()): Promise<void> {
  await seedReferenceData(db);
  await seedMarketData(db, today);
  for (const demo of DEMO_USERS) await seedDemoUser(db, demo);
  for (const demo of DEMO_USERS) await seedDemoExtras(db, demo);
  await seedBusinessTips(db);
  await seedNotices(db, today);
  await seedChat(db, today);
  await db
    .insert(announcements)
    .values(seedAnnouncements(SITE_KEYS.map((key) => ({ key, defaultLanguage: apiLanguage(SITES[key].defaultLocale) }))))
    .onConflictDoNothing();
  await db
    .insert(learnArticles)
    .values(seedArticles().map(({ daysAgo, ...a }) => ({ ...a, publishedAt: new Date(today.getTime() - daysAgo * 86400_000) })))
    .onConflictDoNothing();
  await db
    .insert(toolFiles)
    .values(SEED_TOOL_FILES.map((f) => ({ name: f.name, body: f.body })))
    .onConflictDoNothing();
}

/** The demo users' notice histories, placed before `today`; a notice seeded once is never added again. */
async function seedNotices(db: Db, today: Date): Promise<void> {
  for (const [email, list] of Object.entries(SEED_NOTICES)) {
    const userId = await userIdByEmail(db, email);
    if (userId === undefined || list.length === 0) continue;
    await db
      .insert(notices)
      .values(
        list.map((n) => ({
          userId,
          type: n.type,
          title: n.title,
          content: n.content,
          sentAt: new Date(today.getTime() - n.hoursAgo * 3600_000),
          isRead: n.read,
          notification: n.notification,
          seedKey: n.key,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * The chatrooms' opening conversations, placed before `today`, posted under each account's current
 * nickname. A message is skipped when its account already has one with the same text in that room.
 */
async function seedChat(db: Db, today: Date): Promise<void> {
  for (const [room, list] of Object.entries(SEED_CHAT)) {
    for (const m of list) {
      const [user] = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(eq(users.email, m.email)).limit(1);
      if (!user) continue;
      const sentAt = new Date(today.getTime() - m.minutesAgo * 60_000);
      await db.execute(
        sql`insert into ${chatMessages} (room, user_id, nickname, body, sent_at)
            select ${room}, ${user.id}, ${user.nickname}, ${m.body}, ${sentAt.toISOString()}::timestamptz
            where not exists (select 1 from ${chatMessages} where room = ${room} and user_id = ${user.id} and body = ${m.body})`,
      );
    }
  }
}
