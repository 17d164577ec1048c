import { defineConfig } from 'vitest/config';

/**
 * The fuzz suite through the web server's forwarding (src/fuzz/forwarding.fuzz.ts): it needs the
 * web build, so `npm test -- forwarding` runs it (after building), apart from the API suites.
 */
export default defineConfig({
  test: {
    include: ['src/fuzz/forwarding.fuzz.ts'],
    environment: 'node',
    // one migrated, seeded PGlite database that each file's freshDb copies (src/test/pgliteTemplate.ts)
    globalSetup: ['src/test/pgliteTemplate.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
