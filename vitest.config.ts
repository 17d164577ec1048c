import { defineConfig } from 'vitest/config';

/** Unit tests: pure logic in packages/* and apps/web/src, and the web server's front door (apps/web/server). API tests have their own config (apps/api). */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/server/**/*.test.ts',
      'apps/web/proxy.test.ts',
    ],
    environment: 'node',
  },
});
