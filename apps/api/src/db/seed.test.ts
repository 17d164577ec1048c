import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client';
import { balances, currencies, fiats, prices, users } from './schema';
import { seed } from './seed';
import { SEED_CURRENCY_COUNT } from './seedData/currencies';
import { DEMO_USERS } from './seedData/users';
import { freshDb } from '../test/freshDb';

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
});
afterAll(async () => {
  await handle.close();
});

async function counts() {
  const tables = { users, balances, prices, fiats, currencies };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? -1;
  }
  return out;
}

describe('seed', () => {
  it('creates the demo accounts and 2700 currencies', async () => {
    const c = await counts();
    expect(c.users).toBe(DEMO_USERS.length);
    expect(c.currencies).toBe(SEED_CURRENCY_COUNT);
    const rows = await handle.db.select({ uid: users.uid, email: users.email, isSub: users.isSub, parent: users.parentUserId }).from(users);
    expect(Math.min(...rows.map((r) => r.uid))).toBe(10000001);
    const sub = rows.find((r) => r.email === 'sub@demo.test');
    expect(sub?.isSub).toBe(true);
    expect(sub?.parent).not.toBeNull();
  });

  it('is idempotent: seeding again changes no count and no password hash', async () => {
    const before = await counts();
    const hashes = await handle.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    await seed(handle.db);
    await seed(handle.db);
    expect(await counts()).toEqual(before);
    expect(await handle.db.select({ email: users.email, hash: users.passwordHash }).from(users)).toEqual(hashes);
  });
});
