import type { Page } from '@playwright/test';
import { SITE_LIST } from '@exchange/sites/sites';
import type { SiteConfig } from '@exchange/sites/types';
import { allowHttpError, expect, logIn, logInOn, settled, siteUrl, test } from '../support/fixtures';

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

/** A script a page load fetched: its path, and its text. */
interface Fetched {
  readonly path: string;
  readonly text: string;
}

/**
 * Opens `path` on the main site and collects every script fetched until the network is idle
 * (after `afterLoad`, when the page does something once up): those the server's HTML names (its
 * script tags, its preloads, the framework's data) and those `onDemand`, named nowhere in it.
 */
async function scriptsOfLoad(page: Page, path: string, afterLoad?: () => Promise<void>): Promise<{ html: string; scripts: Fetched[]; onDemand: Fetched[] }> {
  const fetched: Promise<Fetched>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    fetched.push(response.text().then((text) => ({ path: new URL(response.url()).pathname, text })));
  });
  const html = (await (await page.goto(siteUrl('main', path)))?.text()) ?? '';
  await afterLoad?.();
  await settled(page);
  const scripts = await Promise.all(fetched);
  expect(scripts.length, 'scripts fetched').toBeGreaterThan(0);
  return { html, scripts, onDemand: scripts.filter((script) => !html.includes(script.path)) };
}

const paths = (scripts: readonly Fetched[]) => scripts.map((script) => script.path);
/** Code of a contained island: Contained's report label (src/lib/islands/Contained.tsx, imported only by modules loaded on demand). */
const holdsIsland = (script: Fetched) => script.text.includes('[island] ');
/** The account islands' chunk a logged-in home renders at once: the wallet menu's Deposit (`<Contained name="deposit">`, DepositLauncher). */
const holdsAccountIsland = (script: Fetched) => /\bname:\s*"deposit"/.test(script.text);

/**
 * The islands only some pages render (the account area, the bell, the KYC prompts, the compliance
 * bar and notices: each feature's islands.tsx, docs/ARCHITECTURE.md) are chunks of their own, which a guest's
 * home never fetches; a logged-in page fetches the account area's, preloaded by its HTML.
 */
test.describe("the islands' chunks a home page loads", () => {
  test("a guest's desktop home: every script fetched is named in the HTML (none on demand), none holds an island", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const load = await scriptsOfLoad(page, '/');
    expect(paths(load.onDemand), 'fetched on demand').toEqual([]);
    expect(paths(load.scripts.filter(holdsIsland)), 'scripts with a contained island').toEqual([]);
    expect(paths(load.scripts.filter(holdsAccountIsland)), 'the account islands').toEqual([]);
  });

  test.describe(() => {
    test.use({ giftPrompt: true });

    test("a guest's phone home, first visit: only the gift prompt's dialog comes on demand, with the dialog library, when it opens", async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 900 });
      // a self-opening prompt's dialog loads when it gets its turn (docs/FEATURES.md: self-opening prompts): here the gift prompt
      const load = await scriptsOfLoad(page, '/', () => expect(page.getByRole('dialog', { name: '$10,000+' })).toBeVisible());
      const gift = load.onDemand.filter((script) => script.text.includes('"gift dialog"'));
      expect(gift, 'the gift dialog').toHaveLength(1);
      expect(load.onDemand.filter((script) => script.text.includes('"DialogContent"')).length, 'Radix Dialog').toBeGreaterThan(0);
      // how the bundler groups the dialog library (Radix Dialog and the layers, focus scope and scroll
      // lock it brings) with the gift dialog depends on which other on-demand code shares them: every
      // grouping, but nothing else on demand
      const dialogLibrary = (script: Fetched) => /"(DialogContent|DismissableLayer|FocusScope)"/.test(script.text);
      expect(paths(load.onDemand.filter((script) => !gift.includes(script) && !dialogLibrary(script))), 'fetched on demand, beside them').toEqual([]);
      expect(paths(load.scripts.filter(holdsIsland)), 'scripts with a contained island').toEqual(paths(gift));
    });
  });

  test("logged in: the account islands' chunk is fetched, named in the HTML", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'trader@demo.test', { at: null });
    // (the bell's live updates fetch their socket client on demand once the page is idle: NoticeLive)
    const load = await scriptsOfLoad(page, '/');
    const account = load.scripts.filter(holdsAccountIsland);
    expect(account, 'the account islands').toHaveLength(1);
    expect(load.html).toContain(account[0]!.path);
  });
});
