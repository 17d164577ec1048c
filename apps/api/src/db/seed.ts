import { eq } from 'drizzle-orm';
import { hashPassword } from '../security/password';
import type { Db } from './client';
import { balances, currencies, fiats, prices, users } from './schema';
import { seedCurrencies } from './seedData/currencies';
import { SEED_FIATS } from './seedData/fiats';
import { SEED_PRICES } from './seedData/prices';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './seedData/users';

const CHUNK = 500;

async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(fiats).values([...SEED_FIATS]).onConflictDoNothing();
  await db.insert(prices).values([...SEED_PRICES]).onConflictDoNothing();
  const rows = seedCurrencies();
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(currencies).values(rows.slice(i, i + CHUNK)).onConflictDoNothing();
  }
}

async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows[0]?.id;
}

/** Creates the demo user with its balances unless an account with that email exists already. */
async function seedDemoUser(db: Db, demo: DemoUser): Promise<void> {
  if ((await userIdByEmail(db, demo.email)) !== undefined) return;
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
