import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app';
import type { AppOptions } from '../http/env';
import { openDb, type DbHandle } from '../db/client';
import { prepareDb } from '../db/migrate';

type App = ReturnType<typeof createApp>;

/** Names the database each test worker gets on the shared server (`VITEST_POOL_ID` is 1, 2, …). */
export function workerDatabaseName(poolId: string | undefined): string {
  const id = /^\d{1,4}$/.test(poolId ?? '') ? poolId : '0';
  return `exchange_test_w${id}`;
}

let workerUrl: Promise<string> | undefined;

/**
 * This worker's own database on the TEST_DATABASE_URL server (created on first use), so test
 * files on different workers never share one: the URL to open it with, or undefined without a
 * server. Files on the same worker run one after the other.
 */
export function testDatabaseUrl(): Promise<string> | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  workerUrl ??= (async () => {
    const name = workerDatabaseName(process.env.VITEST_POOL_ID);
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      // the name is built from digits alone (workerDatabaseName): safe to splice
      if (!rowCount) await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerUrl;
}

let template: Blob | undefined;

/**
 * A migrated, seeded database for one test file: in-memory PGlite, a copy of the template the
 * global setup prepared (pgliteTemplate.ts; without one, migrated and seeded here), or, when
 * TEST_DATABASE_URL is set, this worker's database on that server (testDatabaseUrl) with its
 * `public` and `drizzle` schemas dropped and recreated first.
 */
export async function freshDb(): Promise<DbHandle> {
  const url = await testDatabaseUrl();
  if (!url) {
    const file = inject('pgliteTemplate');
    if (file) {
      template ??= new Blob([readFileSync(file)]);
      return openDb({ copyOf: template });
    }
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
