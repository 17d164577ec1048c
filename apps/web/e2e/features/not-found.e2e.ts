import { allowHttpError, expect, expectFits, expectNoAxeViolations, hydrated, logIn, siteUrl, test } from '../support/fixtures';

test.describe('the 404 page', () => {
  test.beforeEach(() => allowHttpError(404));

  test('web layout: title, home, helpful links with the site’s pair, trending stories from the API beside them; unknown paths and locales a site does not offer are the 404 page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(siteUrl('main', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    const helpful = page.getByRole('navigation', { name: 'Helpful links' });
    await expect(helpful.getByRole('link', { name: 'Spot trading' })).toHaveAttribute('href', '/trade/BTC_USDT');
    const stories = page.getByRole('region', { name: 'Trending stories' });
    const items = stories.getByRole('listitem');
    await expect(items).toHaveCount(6);
    // the most read first, linked as /learn/articles/{slug}/{id}, with its summary and date
    const first = stories.getByRole('link').first();
    await expect(first).toHaveText('What Is Bitcoin? A Beginner’s Guide');
    await expect(first).toHaveAttribute('href', /^\/learn\/articles\/what-is-bitcoin\/\d+$/);
    await expect(items.first().getByText(/21 million/)).toBeVisible();
    await expect(items.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    // side by side: the stories start to the inline end of the links
    const [links, list] = await Promise.all([helpful.boundingBox(), stories.boundingBox()]);
    expect(list && links && list.x > links.x + links.width - 1).toBe(true);
    await expectNoAxeViolations(page, '404 page: desktop');

    await test.step('unknown paths and locales a site does not offer are the 404 page', async () => {
      // the first of them, /no-such-page, is the page above: its way home, then the others
      await hydrated(page);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(siteUrl('main', '/'));
      for (const url of [siteUrl('tr', '/ja'), siteUrl('main', '/zh/futures/USDT/BTC_USDT')]) {
        const answer = await page.goto(url);
        expect(answer?.status(), url).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });
  });

  test('phone layout in German and Arabic: stacked, no summaries, the language’s own stories, fits 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const response = await page.goto(siteUrl('main', '/de/no-such-page'));
    expect(response?.status()).toBe(404);
    const stories = page.getByRole('region', { name: 'Beliebte Artikel' });
    await expect(stories.getByRole('link').first()).toHaveText('Was ist Bitcoin? Ein Leitfaden für Einsteiger');
    await expect(stories.getByRole('link').first()).toHaveAttribute('href', /^\/de\/learn\/articles\/what-is-bitcoin\/\d+$/);
    await expect(stories.getByRole('listitem').first().locator('p')).toBeHidden();
    const [links, list] = await Promise.all([page.getByRole('navigation', { name: 'Nützliche Links' }).boundingBox(), stories.boundingBox()]);
    expect(list && links && list.y >= links.y + links.height - 1).toBe(true);
    await expectFits(page, '/de 404 at 320');

    await page.goto(siteUrl('main', '/ar/no-such-page'));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect(page.getByRole('region', { name: 'المقالات الرائجة' }).getByRole('link').first()).toHaveText('ما هو البيتكوين؟ دليل المبتدئين');
    await expectFits(page, '/ar 404 at 320');
    await expectNoAxeViolations(page, '404 page: phone, Arabic');
  });

  test('rendered on the server: the first HTML already holds the page, its language and direction', async ({ page }) => {
    const response = await page.request.get(siteUrl('main', '/ar/no-such-page'));
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('المقالات الرائجة');
    expect(html).not.toContain('__next_error__');
    // every other page carries the layout's not-found boundary in its payload: the light one,
    // without the trending stories (and their API call) that only the 404 page itself shows
    const home = await (await page.request.get(siteUrl('main', '/ar'))).text();
    expect(home).toContain('not-found-title');
    expect(home).not.toContain('المقالات الرائجة');
  });

  test('a sub-site’s helpful trade link opens its own pair', async ({ page }) => {
    await page.goto(siteUrl('jp', '/no-such-page'));
    await expect(page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name: 'Spot trading' })).toHaveAttribute('href', '/trade/BTC_JPY');
  });

  test('the header knows who is logged in: a guest is offered Log In, a trader sees the account area and not Log In (issue 44)', async ({ page }) => {
    const header = page.getByRole('banner');
    const response = await page.goto(siteUrl('main', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(header.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    await expect(header.locator('a[href="/myaccount/profile"]')).toHaveCount(0);

    // the same unknown path and an account page no route serves yet, logged in
    await logIn(page, 'trader@demo.test', { at: '/no-such-page' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(header.locator('a[href="/myaccount/profile"]').first()).toBeAttached();
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    const answer = await page.goto(siteUrl('main', '/de/myaccount/no-such-page'));
    expect(answer?.status()).toBe(404);
    await expect(header.locator('a[href="/de/myaccount/profile"]').first()).toBeAttached();
    await expect(header.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  });
});
