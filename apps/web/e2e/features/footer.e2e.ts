import { SITE_LIST } from '@exchange/sites/sites';
import { clickUntil, expect, expectNoAxeViolations, siteUrl, test } from '../support/fixtures';

/** The footer on every sub-site: founded year, trade pair, socials, notices; the phone accordion. */

const NOTICE: Record<string, string> = {
  tr: 'Hatırlatma: kripto varlıklar son derece volatildir',
  uk: 'This financial promotion has been approved',
};

for (const site of SITE_LIST) {
  test(`${site.key}: the footer at 1440 px and its accordion at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(siteUrl(site.key, '/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`${site.copyrightHolder} © ${site.foundedYear}–`);
    const pair = site.footerSections.flatMap((s) => s.links).find((l) => l.href.startsWith('/trade/'));
    if (pair) {
      await expect(footer.locator(`a[href$="${pair.href}"]`)).toHaveCount(1);
      // the site's own pair (doc 1 §2: BTC_JPY for Japan and UAE) is a trade page there, not the 404 page
      // (asked from the page: the browser resolves the *.localhost hosts, Node's resolver does not)
      const status = await page.evaluate(async (href) => (await fetch(href, { redirect: 'manual' })).status, pair.href);
      expect(status, `${site.key} ${pair.href}`).toBe(200);
    }
    // the social links open the networks in a new tab (their list's name is in the site's language)
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(site.hide.socials ? 0 : site.socials.length);
    const notice = site.footerNoticeKey ? NOTICE[site.key] : undefined;
    if (notice) await expect(footer).toContainText(notice);
    const sections = footer.getByRole('heading', { level: 2 });
    await expect(sections.first()).toBeVisible();
    if (site.key === 'main') await expectNoAxeViolations(page);

    // phones: an accordion, one section open at a time; clicking the open one closes it
    await page.setViewportSize({ width: 375, height: 800 });
    const toggles = footer.getByRole('button', { expanded: false });
    const first = footer.locator('section').nth(0).getByRole('button');
    const second = footer.locator('section').nth(1).getByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.locator('section').nth(0).getByRole('list')).toBeHidden();
    // the phone-only islands (the app-download banner, fixed to the screen's bottom) mount as the
    // width changes and can take a click meant for the footer: click until the state holds
    const toggleTo = (button: typeof first, expanded: 'true' | 'false') =>
      clickUntil(button, async () => (await button.getAttribute('aria-expanded')) === expanded, `aria-expanded is ${expanded}`);
    await toggleTo(first, 'true');
    await expect(footer.locator('section').nth(0).getByRole('list')).toBeVisible();
    if ((await footer.locator('section').count()) > 1) {
      await toggleTo(second, 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await toggleTo(second, 'false');
    }
    expect(await toggles.count()).toBeGreaterThan(0);
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(scroll, `${site.key} at 375`).toBeLessThanOrEqual(inner);
    if (site.key === 'main') await expectNoAxeViolations(page);
  });
}
