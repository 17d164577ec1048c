import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit tests: pure logic in packages/* and apps/web/src, and the web server's front door (apps/web/server). API tests have their own config (apps/api). */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.mjs',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/server/**/*.test.ts',
      'apps/web/proxy.test.ts',
    ],
    environment: 'node',
    // Vitest's default (one fewer than the cores) is a single worker on the 2-core CI machine; the
    // files' imports and waits leave room for two there (36 → 20 s unit, 171 → 114 s API on PGlite)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
