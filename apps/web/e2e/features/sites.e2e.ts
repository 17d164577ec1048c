import { expect, siteUrl, test } from '../support/fixtures';

/**
 * Locale prefixes and indexing on the sub-sites. Each site's landing page in its locales (main,
 * Turkey and EU, one of them Arabic, right to left), and the security headers of the first page,
 * are checked with the rest of every site's home, one load per site and locale (layout.e2e.ts);
 * the 404 page for unknown paths and locales with the 404 page itself (not-found.e2e.ts).
 */

test('a prefix naming the default locale redirects to the bare path', async ({ page }) => {
  await page.goto(siteUrl('main', '/en/login'));
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.goto(siteUrl('tr', '/tr'));
  expect(new URL(page.url()).pathname).toBe('/');
});

test('nl and it pages on the main site are noindex; others are indexable', async ({ page }) => {
  await page.goto(siteUrl('main', '/nl'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(siteUrl('main', '/it'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(siteUrl('main', '/de'));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
