import pg from 'pg';

// The test databases on the TEST_DATABASE_URL server (the api-pg suite): one per test worker,
// each file's a copy of one template database (freshDb.ts, pgliteTemplate.ts).

/** Names the database each test worker gets on the shared server (`VITEST_POOL_ID` is 1, 2, …). */
export function workerDatabaseName(poolId: string | undefined): string {
  const id = /^\d{1,4}$/.test(poolId ?? '') ? poolId : '0';
  return `exchange_test_w${id}`;
}

/** The migrated, seeded database the global setup prepares on the TEST_DATABASE_URL server (pgliteTemplate.ts). */
export const PG_TEMPLATE_DATABASE = 'exchange_test_template';

/** `base` (a server's URL) naming database `name` instead. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * This worker's own database on the TEST_DATABASE_URL server, so test files on different workers
 * never share one (files on the same worker run one after the other): its URL, or undefined
 * without a server. freshDb creates it; open further connections to it only after that.
 */
export function testDatabaseUrl(): string | undefined {
  const base = process.env.TEST_DATABASE_URL;
  return base ? databaseUrl(base, workerDatabaseName(process.env.VITEST_POOL_ID)) : undefined;
}

/**
 * Runs `statements` on the TEST_DATABASE_URL server's maintenance connection (CREATE and DROP
 * DATABASE cannot run inside one of the databases they change).
 */
export async function onTestServer(base: string, statements: readonly string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
