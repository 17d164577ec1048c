import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests: pure logic in packages/* and apps/web/src, and the web server's front door (apps/web/server). API tests have their own config (apps/api). */
export default defineConfig({
  // the web app's `@/` alias (apps/web/tsconfig.json paths)
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }] },
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
    // a worker imports shared modules once, not once per file (about half the suite's time goes to
    // imports otherwise): files share their worker's globals and module state, so what a
    // file fakes or stubs must end with it (vitest.setup.ts undoes timers, stubs and spies after each file)
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    // Vitest's default (one fewer than the cores) is a single worker on the 2-core CI machine; the
    // files' imports and waits leave room for two there (the unit and API suites take about a third less time)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
