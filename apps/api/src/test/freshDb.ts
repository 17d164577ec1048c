import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { AppOptions } from '../http/env';
import { openDb, type DbHandle } from '../db/client';
import { prepareDb } from '../db/migrate';

type App = ReturnType<typeof createApp>;

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

/**
 * A test file's app over its own fresh database: `const t = useFreshApp();` then `t.app` and
 * `t.handle` inside tests (created before the file's tests, closed after).
 */
export function useFreshApp(options?: AppOptions): { readonly app: App; readonly handle: DbHandle } {
  let app: App | undefined;
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await freshDb();
    app = createApp(handle.db, options);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('useFreshApp: app used outside a test');
      return app;
    },
    get handle() {
      if (!handle) throw new Error('useFreshApp: handle used outside a test');
      return handle;
    },
  };
}
