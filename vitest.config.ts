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
    // a worker imports shared modules once, not once per file (import time 8.5 → 4.8 s summed, the
    // suite 18 → 8 s on 4 cores): files share their worker's globals and module state, so what a
    // file fakes or stubs must end with it (vitest.setup.ts undoes timers, stubs and spies after each file)
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    // Vitest's default (one fewer than the cores) is a single worker on the 2-core CI machine; the
    // files' imports and waits leave room for two there (36 → 20 s unit, 171 → 114 s API on PGlite)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
