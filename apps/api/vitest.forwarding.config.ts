import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The fuzz suite through the web server's forwarding (fuzz/forwardingFuzz.ts, dealt over forwarding-<n>.fuzz.ts): it needs the
 * web build, so `npm test -- forwarding` runs it (after building), apart from the API suites.
 */
export default defineConfig({
  test: {
    include: ['fuzz/forwarding-*.fuzz.ts'],
    // the shards on two workers, as the API suites (vitest's default is one on two cores)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    environment: 'node',
    // one migrated, seeded PGlite database that each file's freshDb copies (test/pgliteTemplate.ts)
    globalSetup: ['test/pgliteTemplate.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
