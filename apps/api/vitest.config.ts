import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API tests. Each test file gets its own in-memory PGlite database, or with TEST_DATABASE_URL its
 * worker's own database on that server (see test/freshDb.ts): files run in parallel either way.
 */
export default defineConfig({
  test: {
    // the service's tests beside what they test (src/), the test helpers' own (test/), the fuzzers (fuzz/)
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'fuzz/**/*.test.ts'],
    // on PostgreSQL the HTTP fuzz runs through the web server's forwarding instead (npm test runs
    // forwarding-<n>.fuzz.ts with TEST_DATABASE_URL): every call gets its 1,000 inputs on each database
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? ['fuzz/http-*.test.ts'] : [])],
    environment: 'node',
    // a worker imports the app's modules once, not once per file (imports were a quarter of the
    // suite's time): every file builds its own app over its own
    // database (freshDb.ts), and src keeps no per-request state at module level. A test that
    // mocks or spies restores it (vi.restoreAllMocks) before its file ends.
    isolate: false,
    // Vitest's default (one fewer than the cores) is a single worker on the 2-core CI machine; the
    // files' imports and waits leave room for two there (the API suites take about a third less time)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // one migrated, seeded PGlite database that each file's freshDb copies (test/pgliteTemplate.ts)
    globalSetup: ['test/pgliteTemplate.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
