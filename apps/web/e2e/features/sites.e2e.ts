import { allowHttpError, expect, expectNoAxeViolations, siteUrl, test } from '../support/fixtures';

/** Main, Turkey and EU, each in two locales (one of them Arabic, right-to-left). */
const cases = [
  { host: 'main', path: '/', lang: 'en', dir: 'ltr', heading: /Gate/ },
  { host: 'main', path: '/ar', lang: 'ar', dir: 'rtl', heading: /Gate/ },
  { host: 'tr', path: '/', lang: 'tr', dir: 'ltr', heading: /Gate\.TR/ },
  { host: 'tr', path: '/en', lang: 'en', dir: 'ltr', heading: /Gate\.TR/ },
  { host: 'eu', path: '/', lang: 'en', dir: 'ltr', heading: /Gate EU/ },
  { host: 'eu', path: '/de', lang: 'de', dir: 'ltr', heading: /Gate EU/ },
] as const;

for (const c of cases) {
  test(`${c.host} site in ${c.lang} renders its landing page`, async ({ page }) => {
    const response = await page.goto(siteUrl(c.host, c.path));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    await expectNoAxeViolations(page);
  });
}

test('Arabic lays out right to left', async ({ page }) => {
  await page.goto(siteUrl('main', '/ar'));
  const header = page.locator('header');
  const brand = await header.getByRole('link').first().boundingBox();
  const box = await header.boundingBox();
  expect(brand && box).toBeTruthy();
  if (brand && box) expect(brand.x).toBeGreaterThan(box.width / 2);
});

test('a prefix naming the default locale redirects to the bare path', async ({ page }) => {
  await page.goto(siteUrl('main', '/en/login'));
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.goto(siteUrl('tr', '/tr'));
  expect(new URL(page.url()).pathname).toBe('/');
});

test('unknown paths and locales a site does not offer are the 404 page', async ({ page }) => {
  allowHttpError(404);
  for (const url of [siteUrl('main', '/no-such-page'), siteUrl('tr', '/ja'), siteUrl('main', '/zh/futures/USDT/BTC_USDT')]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(siteUrl('main', '/no-such-page'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/'));
});

test('security headers, CSP nonce and the csrftoken cookie on the first page', async ({ page, context }) => {
  const response = await page.goto(siteUrl('main', '/'));
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['strict-transport-security']).toContain('max-age=');
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const scripts = await page.locator('script[nonce]').count();
  expect(scripts).toBeGreaterThan(0);
  expect(nonce).toBeTruthy();
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken');
  expect(csrf?.value).toMatch(/^[0-9a-f]{64}$/);
  expect(csrf?.httpOnly).toBe(false);
});

test('nl and it pages on the main site are noindex; others are indexable', async ({ page }) => {
  await page.goto(siteUrl('main', '/nl'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(siteUrl('main', '/it'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(siteUrl('main', '/de'));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
