import { expect, expectNoAxeViolations, holdPageScripts, hydrated, open, siteUrl, test } from '../support/fixtures';

/**
 * The global announcement bar: per site, language and page, sanitised, dismissable, a marquee on
 * phones. One page sequence: the home page wide and as a phone (the marquee follows the width as it
 * changes: AnnouncementFrame listens to the media query and the box's size), closed, reloaded with
 * its scripts held, then the other pages, languages and sites.
 */

test('the announcement bar: shown, a marquee on phones, closed for good, hidden before any script runs; other pages and sites have their own', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, siteUrl('main', '/'));
  const bar = page.getByRole('region', { name: 'Announcement' });

  await test.step('the home page shows its announcement', async () => {
    await expect(bar).toContainText('Scheduled maintenance');
    await expect(bar.getByRole('link', { name: 'Read the announcement' })).toHaveAttribute('href', '/announcements');
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(36);
    await expectNoAxeViolations(page, 'announcement bar: desktop');
  });

  await test.step('on a phone the long announcement scrolls sideways without widening the page; reduced motion stops it', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const text = bar.locator('p');
    await expect(text).toBeVisible();
    // CSS modules rename keyframes: match the name's end
    await expect.poll(() => text.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/marquee$/);
    const duration = await text.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
    expect(duration).toBeGreaterThanOrEqual(3);
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(inner);
    const box = await bar.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(36);
    await expectNoAxeViolations(page, 'announcement bar: phone, marquee');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => text.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('closing it keeps it closed after a reload', async () => {
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('announcement_dismissed'))).toBe('["maint-2026-11"]');
  });

  await test.step('a dismissed announcement is hidden before any page script runs (no flash, no shift)', async () => {
    // hold every page script: only the server HTML and its nonce'd inline script and style can act
    const release = await holdPageScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const root = page.locator('#announcement');
    await expect(root).toHaveCount(1);
    expect(await root.evaluate((el) => ({ display: getComputedStyle(el).display, height: el.getBoundingClientRect().height }))).toEqual({
      display: 'none',
      height: 0,
    });
    // one script comes before the page's content, and it comes before the header: nothing between the
    // header and the hero holds the first paint (a script there split it in two, the hero a frame late)
    const early = await page.evaluate(() => {
      const main = document.querySelector('main');
      const header = document.querySelector('header');
      const before = (a: Node, b: Node | null) => b !== null && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      const scripts = [...document.body.querySelectorAll('script')].filter((s) => before(s, main));
      return { count: scripts.length, beforeHeader: scripts.every((s) => before(s, header)) };
    });
    expect(early).toEqual({ count: 1, beforeHeader: true });
    await release();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(bar).toBeHidden();
  });

  await test.step('other pages and sites have their own', async () => {
    // another page of the same site has another announcement, still shown
    await page.goto(siteUrl('main', '/price'));
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('New listings this week');

    await page.goto(siteUrl('main', '/de'));
    await expect(page.getByRole('region', { name: 'Ankündigung' })).toBeHidden(); // the same id, dismissed
    await page.evaluate(() => localStorage.removeItem('announcement_dismissed'));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Ankündigung' })).toContainText('Geplante Wartung');

    await page.goto(siteUrl('tr', '/'));
    await expect(page.getByRole('region', { name: 'Duyuru' })).toContainText('Bu hafta yeni listelemeler');
  });

  await test.step('on a phone the Arabic announcement scrolls the other way without widening the page', async () => {
    // the dismissal was removed above: the Arabic page shows the home page's announcement
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(siteUrl('main', '/ar'));
    const arabic = page.getByRole('region', { name: 'إعلان' }).locator('p');
    await expect.poll(() => arabic.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/marquee-rtl$/);
    const rtl = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(rtl.scroll).toBeLessThanOrEqual(rtl.inner);
  });
});
