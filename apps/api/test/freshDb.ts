import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../src/app';
import type { AppOptions } from '../src/http/env';
import { openDb, type DbHandle } from '../src/db/client';
import { prepareDb } from '../src/seed/prepare';
import { PG_TEMPLATE_DATABASE, databaseUrl, onTestServer, workerDatabaseName } from './pgServer';

type App = ReturnType<typeof createApp>;

let template: Blob | undefined;

/**
 * A migrated, seeded database for one test file: in-memory PGlite, a copy of the template the
 * global setup prepared (pgliteTemplate.ts; without one, migrated and seeded here), or, when
 * TEST_DATABASE_URL is set, this worker's database on that server recreated as a copy of the
 * template database the global setup prepared there (PostgreSQL copies its files: ~0.1 s, where
 * migrating and seeding took seconds).
 */
export async function freshDb(): Promise<DbHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const file = inject('pgliteTemplate');
    if (file) {
      template ??= new Blob([readFileSync(file)]);
      return openDb({ copyOf: template });
    }
    const handle = await openDb();
    await prepareDb(handle);
    return handle;
  }
  // the names are fixed or built from digits alone (workerDatabaseName): safe to splice
  const name = workerDatabaseName(process.env.VITEST_POOL_ID);
  await onTestServer(base, [`drop database if exists ${name} with (force)`, `create database ${name} template ${PG_TEMPLATE_DATABASE}`]);
  return openDb({ url: databaseUrl(base, name) });
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
