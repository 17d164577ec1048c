import type { Page } from '@playwright/test';
import { SITE_LIST } from '@exchange/sites/sites';
import type { SiteConfig } from '@exchange/sites/types';
import { allowHttpError, DEMO_PASSWORD, expect, siteUrl, test } from './fixtures';

/** Every width from the smallest phone up; the bar's breakpoints are 768, 992 and 1520. */
const WIDTHS = [320, 375, 414, 768, 991, 1024, 1280, 1440, 1600] as const;
/** The longest locales: German and Russian run long, Arabic runs right to left. */
const LONG = ['de', 'ru', 'ar'] as const;

function hostOf(site: SiteConfig): string {
  return site.key === 'main' ? 'main' : site.key;
}

function localePath(site: SiteConfig, locale: string): string {
  return locale === site.defaultLocale ? '/' : `/${locale}`;
}

/** Logs in on any sub-site through its own API forwarding (the testnet too), from the page so the csrftoken goes along. */
async function logInOn(page: Page, host: string, email: string): Promise<void> {
  await page.goto(siteUrl(host, '/login'));
  const status = await page.evaluate(
    async ({ email, password }) => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const answer = await fetch('/api/web/v1/usercenter/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', csrftoken: csrf },
        body: new URLSearchParams({ email, password }),
      });
      return answer.status;
    },
    { email, password: DEMO_PASSWORD },
  );
  expect(status, `log in on ${host}`).toBe(200);
}

/** At each width: the page is never wider than the screen, and no header control sits off-screen. */
async function expectFitsEveryWidth(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const measured = await page.evaluate(() => {
      const inner = window.innerWidth;
      const offscreen = [...document.querySelectorAll('header a, header button')]
        .filter((el) => el.checkVisibility())
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        // the desktop menu scrolls inside its own frame; everything else must be on screen
        .filter(({ el, box }) => !el.closest('nav[aria-label]') && (box.left < -1 || box.right > inner + 1))
        .map(({ el }) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
      return { scroll: document.documentElement.scrollWidth, inner, offscreen };
    });
    expect(measured.scroll, `${label} at ${width}px: page width`).toBeLessThanOrEqual(measured.inner);
    expect(measured.offscreen, `${label} at ${width}px: controls off screen`).toEqual([]);
  }
}

test.describe('no page is wider than the screen, from 320 px up', () => {
  for (const site of SITE_LIST) {
    const locales = [site.defaultLocale, ...LONG.filter((l) => site.locales.includes(l))];
    test(`${site.key} as a guest in ${locales.join(', ')}`, async ({ page }) => {
      for (const locale of locales) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(siteUrl(hostOf(site), localePath(site, locale)));
        await expectFitsEveryWidth(page, `${site.key}/${locale} guest`);
      }
    });
  }

  for (const key of ['main', 'tr', 'eu', 'testnet'] as const) {
    test(`${key} logged in, in its default and longest locales`, async ({ page }) => {
      const site = SITE_LIST.find((s) => s.key === key)!;
      await logInOn(page, hostOf(site), 'trader@demo.test');
      for (const locale of [site.defaultLocale, ...LONG.filter((l) => site.locales.includes(l))]) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(siteUrl(hostOf(site), localePath(site, locale)));
        await expect(page.locator('header a[href$="/myaccount/profile"]').first()).toBeAttached();
        await expectFitsEveryWidth(page, `${key}/${locale} logged in`);
      }
    });
  }

  test('the 404 and log-in pages fit a 320 px phone too', async ({ page }) => {
    allowHttpError(404);
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/login', '/signup', '/de/signup', '/ar/login', '/no-such-page']) {
      await page.goto(siteUrl('main', path));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
});
