import { defineConfig } from 'vitest/config';

/**
 * API tests. Each test file gets its own in-memory PGlite database (see src/test/freshDb.ts).
 * With TEST_DATABASE_URL set they share one Postgres server, so files must run one at a time.
 */
const sharedServer = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    fileParallelism: !sharedServer,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
