import { defineConfig } from 'vitest/config';

/**
 * API tests. Each test file gets its own in-memory PGlite database, or with TEST_DATABASE_URL its
 * worker's own database on that server (see src/test/freshDb.ts): files run in parallel either way.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
