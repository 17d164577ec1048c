import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The database every module uses: the same drizzle API whether PGlite or a Postgres server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDbOptions {
  /** `postgres://` or `postgresql://` URL of a Postgres server */
  url?: string;
  /** folder for the embedded PGlite database */
  dataDir?: string;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** applies the SQL migrations in apps/api/drizzle */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens the database: a Postgres server when `url` is a postgres URL, otherwise PGlite in
 * `dataDir` (created if missing), or in memory when neither is given.
 */
export async function openDb(options: OpenDbOptions = {}): Promise<DbHandle> {
  if (options.url) {
    if (!isPostgresUrl(options.url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
