import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../security/password';
import type { Db } from './client';
import { balances, complianceRules, currencies, fiatSettings, fiats, prices, users } from './schema';
import { SEED_COMPLIANCE_RULES } from './seedData/complianceRules';
import { seedCurrencies } from './seedData/currencies';
import { SEED_FIATS } from './seedData/fiats';
import { SEED_FIAT_SETTINGS } from './seedData/fiatSettings';
import { SEED_PRICES } from './seedData/prices';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './seedData/users';

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
    .insert(complianceRules)
    .values([...SEED_COMPLIANCE_RULES])
    .onConflictDoNothing();
  const rows = seedCurrencies();
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(currencies)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
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
  if (demo.security && row.totpSecret === null) {
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
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const userId = inserted[0]?.id;
  if (userId === undefined || demo.balances.length === 0) return;
  await db
    .insert(balances)
    .values(demo.balances.map((b) => ({ userId, ...b })))
    .onConflictDoNothing();
}

/** Reference data and demo accounts. Idempotent: existing rows are left as they are. */
export async function seed(db: Db): Promise<void> {
  await seedReferenceData(db);
  for (const demo of DEMO_USERS) await seedDemoUser(db, demo);
}
