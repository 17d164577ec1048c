import { defineConfig } from 'vitest/config';

/** Unit tests: pure logic in packages/* and apps/web/src. API tests have their own config (apps/api). */
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
