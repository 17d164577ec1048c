import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../db/client';
import { prepareDb } from '../db/migrate';

/**
 * A migrated, seeded database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, that Postgres server with its `public` and `drizzle` schemas dropped and recreated first
 * (so test files must run one at a time there; vitest.config.ts sees to it).
 */
export async function freshDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDb();
    await prepareDb(handle);
    return handle;
  }
  const handle = await openDb({ url });
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`create schema public`);
  await prepareDb(handle);
  return handle;
}
