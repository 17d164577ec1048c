import type { Page, Response } from '@playwright/test';
import { SITE_LIST } from '@exchange/sites/sites';
import type { SiteConfig } from '@exchange/sites/types';
import { allowHttpError, escapeFrom, expect, expectNoAxeViolations, hydrated, layerOnTop, logInOn, resized, settled, siteUrl, test } from '../support/fixtures';

/**
 * Every sub-site's home, one page load per site and locale: the landing page, the header (menus by
 * mouse and keyboard on wide screens, the drawer below 992 px), the footer (columns, and the
 * accordion below 768 px) and the fit at every width from 320 px up. The widths are stepped in the
 * loaded page: the header, the footer and the bars switch layout in CSS and in media-query
 * listeners (src/lib/ui/breakpoints.ts), none decides it once at load (the gift prompt does, and is
 * off here: fixtures.ts `giftPrompt`).
 */

/** Every width from the smallest phone up; the bar's breakpoints are 768, 992 and 1520. */
const WIDTHS = [320, 375, 414, 768, 991, 1024, 1280, 1440, 1600] as const;
/** The longest locales: German and Russian run long, Arabic runs right to left. */
const LONG = ['de', 'ru', 'ar'] as const;
/** Where each site's page is loaded first, before the widths are stepped: the header's menus need a wide screen. */
const FIRST = { width: 1440, height: 900 } as const;

function hostOf(site: SiteConfig): string {
  return site.key === 'main' ? 'main' : site.key;
}

function localePath(site: SiteConfig, locale: string): string {
  return locale === site.defaultLocale ? '/' : `/${locale}`;
}

/** The locales a site's home is measured in: its default and the long ones it offers. */
function measuredLocales(site: SiteConfig): string[] {
  return [site.defaultLocale, ...LONG.filter((l) => site.locales.includes(l))];
}

/** The header is checked on five sites, in English (the Turkey site's /en). */
const HEADER_LOCALE: Partial<Record<string, string>> = { main: 'en', tr: 'en', eu: 'en', jp: 'en', testnet: 'en' };

/** Main, Turkey and EU, each in two locales (one of them Arabic, right-to-left): the landing page's heading. */
const LANDING: Partial<Record<string, Partial<Record<string, RegExp>>>> = {
  main: { en: /Gate/, ar: /Gate/ },
  tr: { tr: /Gate\.TR/, en: /Gate\.TR/ },
  eu: { en: /Gate EU/, de: /Gate EU/ },
};

/**
 * The accessibility checks, one per distinct surface and state: the main site's home at each
 * layout (desktop, tablet, phone, the drawer open, and right to left), and the sites whose data
 * changes the structure (the EU's "Stay tuned!" entries are buttons, the testnet has no sign-up
 * and a demo badge). The other sites show the same components with other labels.
 */
const AXE: Partial<Record<string, { desktop: string; tablet?: string; phone?: string; drawer: string; arabic?: string }>> = {
  main: {
    desktop: 'home (guest, main): desktop',
    tablet: 'home (guest, main): tablet',
    phone: 'home (guest, main): phone',
    drawer: 'home (guest, main): phone, drawer open',
    arabic: 'home (guest, main): desktop, Arabic',
  },
  eu: { desktop: 'home (guest, eu): desktop', drawer: 'home (guest, eu): phone, drawer open' },
  testnet: { desktop: 'home (guest, testnet): desktop', drawer: 'home (guest, testnet): phone, drawer open' },
};

/** The footer's notice, on the sites that have one. */
const NOTICE: Record<string, string> = {
  tr: 'Hatırlatma: kripto varlıklar son derece volatildir',
  uk: 'This financial promotion has been approved',
};

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

/** Opens `url` and waits until the page has hydrated, with the navigation's response. */
async function load(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

function firstMenuEntry(page: Page) {
  return page.locator('header nav[aria-label="Main"] [aria-controls]').first();
}

/** The header at `width` on a loaded page: on wide screens the menus by mouse and keyboard, below 992 px the drawer. */
async function checkHeader(page: Page, site: SiteConfig, width: number, axe: { page?: string | undefined; drawer?: string | undefined }): Promise<void> {
  await resized(page, { width, height: 900 });
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: /home$/ })).toBeVisible();
  if (site.isTestnet) await expect(header.getByText('Demo Trading').first()).toBeVisible();
  if (site.hide.register) await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  if (width >= 992) {
    const entry = firstMenuEntry(page);
    const panel = page.locator(`#${await entry.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    // by mouse
    await entry.hover();
    await expect(panel).toBeVisible();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
    // by keyboard: focus opens, Escape closes and keeps focus on the entry
    await entry.focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(entry).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // the sheet listens, and its content's code has loaded
    await layerOnTop(drawer);
    await hydrated(page);
    // 414 px wide, or the whole screen when narrower
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(Math.min(414, width));
    const triggers = drawer.locator('button[aria-expanded]');
    const first = triggers.first();
    // the drawer keeps its sections' state from an earlier width's look (a site with one section ends it open)
    if ((await first.getAttribute('aria-expanded')) === 'true') {
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
    }
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    if ((await triggers.count()) > 1) {
      const second = triggers.nth(1);
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'false');
    }
    if (axe.drawer) await expectNoAxeViolations(page, axe.drawer);
    await escapeFrom(page, drawer);
  }
  if (axe.page) await expectNoAxeViolations(page, axe.page);
}

/** The footer's content at 1440 px: founded year, trade pair, socials, notice, sections. */
async function checkFooterWide(page: Page, site: SiteConfig): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
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
  await expect(footer.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** Phones: the footer is an accordion, one section open at a time; clicking the open one closes it. */
async function checkFooterAccordion(page: Page, site: SiteConfig): Promise<void> {
  // the phone-only islands (the app-download banner, fixed to the screen's bottom) mounted first: a click meant for the footer lands on it
  await resized(page, { width: 375, height: 800 });
  const footer = page.getByRole('contentinfo');
  const toggles = footer.getByRole('button', { expanded: false });
  const first = footer.locator('section').nth(0).getByRole('button');
  const second = footer.locator('section').nth(1).getByRole('button');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(footer.locator('section').nth(0).getByRole('list')).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(footer.locator('section').nth(0).getByRole('list')).toBeVisible();
  if ((await footer.locator('section').count()) > 1) {
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  }
  expect(await toggles.count()).toBeGreaterThan(0);
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(scroll, `${site.key} at 375`).toBeLessThanOrEqual(inner);
}

/** The landing page: its status, language, direction and heading. */
async function checkLanding(page: Page, response: Response | null, locale: string, heading: RegExp): Promise<void> {
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** A script a page load fetched: its path, and its text. */
interface Fetched {
  readonly path: string;
  readonly text: string;
}

/**
 * Follows every script the page fetches from now on. The returned function, called once the load
 * has settled, stops following and gives them: those the server's `html` names (its script tags,
 * its preloads, the framework's data) and those `onDemand`, named nowhere in it.
 */
function followScripts(page: Page): (html: string) => Promise<{ scripts: Fetched[]; onDemand: Fetched[] }> {
  const fetched: Promise<Fetched>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    fetched.push(response.text().then((text) => ({ path: new URL(response.url()).pathname, text })));
  };
  page.on('response', onResponse);
  return async (html) => {
    page.off('response', onResponse);
    const scripts = await Promise.all(fetched);
    expect(scripts.length, 'scripts fetched').toBeGreaterThan(0);
    return { scripts, onDemand: scripts.filter((script) => !html.includes(script.path)) };
  };
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
const ISLANDS = "the islands' chunks a home page loads";

test.describe('every site as a guest: landing page, header, footer, and no page wider than the screen from 320 px up', () => {
  for (const site of SITE_LIST) {
    const host = hostOf(site);
    const headerLocale = HEADER_LOCALE[site.key];
    const locales = [...new Set([...measuredLocales(site), ...(headerLocale ? [headerLocale] : []), ...Object.keys(LANDING[site.key] ?? {})])];
    const axe = AXE[site.key];

    test(`${site.key} as a guest in ${locales.join(', ')}`, async ({ page, context }) => {
      test.setTimeout(60_000 + 30_000 * locales.length);
      for (const locale of locales) {
        await page.setViewportSize(FIRST);
        const url = siteUrl(host, localePath(site, locale));
        const main = site.key === 'main' && locale === site.defaultLocale;
        // the main site's first page: the scripts its load fetches (before any interaction loads more)
        const scripts = main ? followScripts(page) : undefined;
        const response = await load(page, url);
        const heading = LANDING[site.key]?.[locale];
        if (heading) await test.step(`${site.key} site in ${locale} renders its landing page`, () => checkLanding(page, response, locale, heading));

        if (main && scripts) {
          await test.step('security headers, CSP nonce and the csrftoken cookie on the first page', async () => {
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
            expect(await page.locator('script[nonce]').count()).toBeGreaterThan(0);
            expect(nonce).toBeTruthy();
            const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken');
            expect(csrf?.value).toMatch(/^[0-9a-f]{64}$/);
            expect(csrf?.httpOnly).toBe(false);
          });
          await test.step(`${ISLANDS}: a guest's desktop home: every script fetched is named in the HTML (none on demand), none holds an island`, async () => {
            await settled(page);
            const fetched = await scripts((await response?.text()) ?? '');
            expect(paths(fetched.onDemand), 'fetched on demand').toEqual([]);
            expect(paths(fetched.scripts.filter(holdsIsland)), 'scripts with a contained island').toEqual([]);
            expect(paths(fetched.scripts.filter(holdsAccountIsland)), 'the account islands').toEqual([]);
          });
        }

        if (main) {
          await test.step('home: the markets overview lists hot, gainers and new listings with links, server-rendered', async () => {
            expect(await (await page.request.get(url)).text()).toContain('Markets today');
            const overview = page.getByRole('region', { name: 'Markets today' });
            for (const name of ['Hot', 'Top gainers', 'New listings']) {
              const list = overview.getByRole('region', { name });
              await expect(list.getByRole('listitem').first()).toBeVisible();
              expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(5);
              await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/trade\/[A-Z0-9]+_[A-Z0-9]+$/);
            }
            await expect(overview.getByRole('link', { name: 'View all markets' })).toHaveAttribute('href', '/price');
            // (its accessibility: the home page's desktop check below; its fit at 320 px: the widths at the end)
          });
        }

        if (locale === 'ar' && site.key === 'main') {
          await test.step('Arabic lays out right to left', async () => {
            const header = page.locator('header');
            const brand = await header.getByRole('link').first().boundingBox();
            const box = await header.boundingBox();
            expect(brand && box).toBeTruthy();
            if (brand && box) expect(brand.x).toBeGreaterThan(box.width / 2);
          });
          if (axe?.arabic) await expectNoAxeViolations(page, axe.arabic);
        }

        if (locale === headerLocale) {
          await test.step(`header on ${site.key} at 1440px`, () => checkHeader(page, site, 1440, { page: axe?.desktop }));
          if (site.tradeLabelKey) {
            await test.step('Turkey labels trade Spot Trading', async () => {
              await expect(page.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Spot Trading' })).toBeVisible();
            });
          }
          if (site.isTestnet) {
            await test.step('the testnet has back-to-live and no sign-up', async () => {
              await expect(page.getByRole('link', { name: 'Back to live trading' })).toHaveAttribute('href', siteUrl('main', '/trade/BTC_USDT'));
              await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
            });
          }
        }
        if (locale === site.defaultLocale) await test.step(`${site.key}: the footer at 1440 px`, () => checkFooterWide(page, site));
        if (locale === headerLocale && site.comingSoon?.length) {
          await test.step('EU upcoming entries open the Stay tuned modal instead of navigating', async () => {
            await page.setViewportSize({ width: 1440, height: 900 });
            const earn = page.locator('header nav[aria-label="Main"]').getByRole('button', { name: 'Earn', exact: true });
            await earn.hover();
            await page
              .locator(`#${(await earn.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`)
              .getByRole('button')
              .first()
              .click();
            const modal = page.getByRole('dialog', { name: 'Stay tuned!' });
            await expect(modal).toContainText('This feature is upcoming');
            await expectNoAxeViolations(page, 'header: "Stay tuned!" modal (eu)');
            await modal.getByRole('button', { name: 'Confirm' }).click();
            await expect(modal).toBeHidden();
            await expect(page).toHaveURL(url);
          });
        }
        if (locale === headerLocale) {
          await test.step(`header on ${site.key} at 768px`, () => checkHeader(page, site, 768, { page: axe?.tablet }));
          await test.step(`header on ${site.key} at 375px`, () => checkHeader(page, site, 375, { page: axe?.phone, drawer: axe?.drawer }));
        }
        if (locale === site.defaultLocale) await test.step(`${site.key}: its accordion at 375 px`, () => checkFooterAccordion(page, site));
        await test.step(`${site.key}/${locale} guest: no wider than the screen at any width`, () => expectFitsEveryWidth(page, `${site.key}/${locale} guest`));
      }
    });
  }
});

test.describe('logged in: no page wider than the screen, from 320 px up', () => {
  for (const key of ['main', 'tr', 'eu', 'testnet'] as const) {
    const site = SITE_LIST.find((s) => s.key === key)!;
    const locales = measuredLocales(site);

    test(`${key} logged in, in its default and longest locales`, async ({ page }) => {
      test.setTimeout(30_000 + 30_000 * locales.length);
      await page.setViewportSize(FIRST);
      await logInOn(page, hostOf(site), 'trader@demo.test');
      for (const locale of locales) {
        await page.setViewportSize(FIRST);
        const url = siteUrl(hostOf(site), localePath(site, locale));
        if (site.key === 'main' && locale === site.defaultLocale) {
          // (the bell's live updates fetch their socket client on demand once the page is idle: NoticeLive)
          const scripts = followScripts(page);
          const response = await load(page, url);
          await test.step(`${ISLANDS}: logged in: the account islands' chunk is fetched, named in the HTML`, async () => {
            await settled(page);
            const html = (await response?.text()) ?? '';
            const account = (await scripts(html)).scripts.filter(holdsAccountIsland);
            expect(account, 'the account islands').toHaveLength(1);
            expect(html).toContain(account[0]!.path);
          });
        } else {
          await load(page, url);
        }
        await expect(page.locator('header a[href$="/myaccount/profile"]').first()).toBeAttached();
        await test.step(`${key}/${locale} logged in: no wider than the screen at any width`, () => expectFitsEveryWidth(page, `${key}/${locale} logged in`));
      }
    });
  }
});

test('the 404 and log-in pages fit a 320 px phone too', async ({ page }) => {
  allowHttpError(404);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/login', '/signup', '/de/signup', '/ar/login', '/no-such-page']) {
    await page.goto(siteUrl('main', path));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test.describe(ISLANDS, () => {
  test.use({ giftPrompt: true });

  test("a guest's phone home, first visit: only the gift prompt's dialog comes on demand, with the dialog library, when it opens", async ({ page }) => {
    // the gift prompt decides once, at load, on the screen's width: this page is loaded at a phone's
    await page.setViewportSize({ width: 412, height: 900 });
    const scripts = followScripts(page);
    const html = (await (await page.goto(siteUrl('main', '/')))?.text()) ?? '';
    // a self-opening prompt's dialog loads when it gets its turn (docs/FEATURES.md: prompts, KYC, …): here the gift prompt
    await expect(page.getByRole('dialog', { name: '$10,000+' })).toBeVisible();
    await settled(page);
    const load = await scripts(html);
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
