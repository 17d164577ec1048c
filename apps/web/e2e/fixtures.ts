import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const port = Number(process.env.E2E_WEB_PORT ?? 3100);

/** The URL of a page on a sub-site: `site('tr', '/login')` → http://tr.localhost:3100/login. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host === 'main' ? 'localhost' : `${host}.localhost`}:${port}${path}`;
}

/** Every test fails on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Axe over the whole page: zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

export const DEMO_PASSWORD = 'Demo-pass-2026';
