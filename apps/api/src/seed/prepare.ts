import type { DbHandle } from '../db/client';
import { seed } from './seed';

/** Brings a database up to date: applies pending migrations, then the idempotent seed. */
export async function prepareDb(handle: DbHandle): Promise<void> {
  await handle.migrate();
  await seed(handle.db);
}
