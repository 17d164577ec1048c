import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  allowHttpError,
  DEMO_PASSWORD,
  escapeFrom,
  expect,
  expectFits,
  expectNoAxeViolations,
  holdPageScripts,
  hydrated,
  logIn,
  open,
  settled,
  siteUrl,
  test,
  trackedEvents,
} from '../support/fixtures';

/**
 * Compliance gating against the reference API: the visitor's country comes from the `dev_country`
 * cookie (the API runs with DEV_COUNTRY_COOKIE=1 in tests), a logged-in account's from its profile
 * (the region demo accounts). Each test asserts many things per page load.
 */

const TIPS = '/state_compliance_tips';

async function inCountry(context: BrowserContext, country: string): Promise<void> {
  await context.addCookies([{ name: 'dev_country', value: country, url: siteUrl('main') }]);
}

/**
 * Logs in on the main site through its form (which sets no cookie keeping the KYC prompts away);
 * the page then lands wherever compliance sends it, hydrated.
 */
async function logInThroughForm(page: Page, email: string): Promise<void> {
  await open(page, siteUrl('main', '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  // the landing page is a full server render for the new session: on a busy 2-core machine it has
  // taken over the default 5 s (one failure in a full run, the navigation to / still in progress)
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  await hydrated(page);
}

/** Where a path ends up after every redirect (the front door's, Next's trailing-slash one, ours). */
async function landsOn(page: Page, path: string): Promise<string> {
  return new URL((await page.request.get(siteUrl('main', path))).url()).pathname;
}

const bar = (page: Page) => page.getByRole('region', { name: 'Regional notice' });

/** A notice's guide name as the tracker sends it (`notice:restricted_country`), from its `data-notice` kind. */
async function noticeGuide(dialog: Locator): Promise<string> {
  const kind = await dialog.locator('[data-notice]').getAttribute('data-notice');
  return `notice:${kind!.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()}`;
}

/**
 * Links followed from here on stay on the page (the default action is prevented after the page's
 * own listeners ran): Playwright cannot see the tracker's batch a leaving page sends.
 */
const keepLinksOnPage = (page: Page) => page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
const mainNav = (page: Page) => page.locator('header nav[aria-label="Main"]');

test.describe('compliance', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a guest with no limits sees no bar, no notice and no tips', async ({ page }) => {
    await page.goto(siteUrl('main', '/'));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('[data-compliance-tips]')).toHaveCount(0);
    // every product is offered in the header (the UK test below sees some go)
    for (const name of ['Derivatives', 'Copy Trading']) await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveCount(1);
    // the notices open after hydration: give them the chance, then none is there
    await settled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a limited country goes to the restricted-region page: 307 on the server, the restricted-country toast, the prohibited-countries bar', async ({
    page,
    context,
  }) => {
    await inCountry(context, 'US');
    // decided on the server: a 307 before any page is sent
    const first = await page.request.get(siteUrl('main', '/price'), { maxRedirects: 0 });
    expect(first.status()).toBe(307);
    expect(first.headers().location).toMatch(/\/state_compliance_tips$/);
    for (const [from, to] of [
      ['/', TIPS],
      ['/zh/price', `/zh${TIPS}`],
      ['/price/', TIPS],
      ['/%70rice', TIPS],
      ['/login', '/login'],
    ] as const) {
      expect(await landsOn(page, from), from).toBe(to);
    }

    const tracked = trackedEvents(context);
    await open(page, siteUrl('main', '/trade/BTC_USDT'));
    await expect(page).toHaveURL(siteUrl('main', TIPS));
    // the toast below may already be open, hiding the page from assistive technology: the heading is there all the same
    await expect(page.getByRole('heading', { level: 1, name: 'Service unavailable in your region', includeHidden: true })).toBeVisible();
    // the API's restricted-country toast: sanitised HTML, its text links on our own hosts
    const toast = page.getByRole('dialog', { name: 'Notice' });
    await expect(toast).toContainText('unable to provide services in your location');
    await expect(toast.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
    await expectNoAxeViolations(page, 'compliance: restricted-country toast over the restricted-region page');
    const notice = (await noticeGuide(toast)).slice('notice:'.length);
    await toast.getByRole('button', { name: 'I Acknowledge' }).click();
    await expect(toast).toBeHidden();
    // compliance guidance is tracked (doc 2 §7): the page, the toast and the bar seen, the toast's OK pressed
    const guideEvents = (event: string) => tracked.filter((sent) => sent === `compliance_guide:${event}`).length;
    await expect
      .poll(() => tracked)
      .toEqual(
        expect.arrayContaining([
          'compliance_guide:view page:restricted_region',
          `compliance_guide:view notice:${notice}`,
          `compliance_guide:click notice:${notice}:ok`,
          'compliance_guide:view bar:prohibited_countries',
        ]),
      );
    // the page under it (hidden from assistive technology while the modal is open)
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
    await expect(main.getByRole('link', { name: 'Contact customer support' })).toHaveAttribute('href', /^mailto:support@/);
    await expect(bar(page)).toContainText('not available in your country or region');

    await expectNoAxeViolations(page, 'compliance: restricted-region page with the prohibited-countries bar (desktop)');

    // acknowledged for the session: the next page has no toast
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // closed, the bar stays closed for the browser session: the next page hides it from the first
    // paint, by the server's CSS rule, before any page script runs; a new tab (a new session) shows it
    await bar(page).getByRole('button').click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('compliance_bar_closed'))).toBe('["prohibitedCountries"]');
    // seen on both loads, closed on the second; the toast was seen once
    await expect.poll(() => guideEvents('click bar:prohibited_countries:close')).toBe(1);
    expect(guideEvents('view bar:prohibited_countries')).toBe(2);
    expect(guideEvents(`view notice:${notice}`)).toBe(1);
    const release = await holdPageScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const section = page.locator('#compliance-bar');
    await expect(section).toHaveCount(1);
    expect(await section.evaluate((el) => getComputedStyle(el).display)).toBe('none');
    await release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar(page)).toBeHidden();
    // the third load's page view, and no view of the bar it hid from the start
    await expect.poll(() => guideEvents('view page:restricted_region')).toBe(3);
    expect(guideEvents('view bar:prohibited_countries')).toBe(2);
    const other = await context.newPage();
    await open(other, siteUrl('main', TIPS));
    await expect(other.getByRole('region', { name: 'Regional notice', includeHidden: true })).toBeVisible();
    // a new tab's toast again; a link in its server text is tracked as the notice's click
    const otherToast = other.getByRole('dialog', { name: 'Notice' });
    await keepLinksOnPage(other);
    await otherToast.getByRole('link', { name: 'User Agreement' }).click();
    await expect.poll(() => guideEvents(`click notice:${notice}:link`)).toBe(1);
    await other.close();
  });

  test('UK: a restricted feature shows the tips (is_show_compliance_tips), the UK notice is in English and Chinese; RTL and 320 px fit', async ({
    page,
    context,
  }) => {
    allowHttpError(404); // copy trading is another app's page: the 404 page answers, with the tips above it
    await inCountry(context, 'GB');
    const tracked = trackedEvents(context);
    await page.setViewportSize({ width: 320, height: 720 });
    await open(page, siteUrl('main', '/ar/%63opytrading/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-compliance-tips]')).toBeVisible();
    const notice = page.getByRole('dialog');
    await expect(notice.locator('p[lang="en"]')).toContainText('From 6 October 2023');
    await expect(notice.locator('p[lang="en"]')).toContainText('no longer open to consumers in the United Kingdom');
    await expect(notice.locator('p[lang="zh-CN"]')).toContainText('2023年10月6日');
    await expectFits(page, 'UK notice at 320 px, Arabic');
    const box = await notice.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    await expectNoAxeViolations(page, 'compliance: regional notice in two languages (phone, Arabic)');
    const guide = await noticeGuide(notice);
    await escapeFrom(page, notice);
    await expect(page.locator('[data-compliance-tips]')).toContainText(/.+/);
    await expectNoAxeViolations(page, 'compliance: compliance tips above a page (phone, Arabic)');
    // tracked as compliance guidance (doc 2 §7): the tips and the notice seen, the notice closed, the tips' link followed
    await keepLinksOnPage(page);
    await page.locator('[data-compliance-tips]').getByRole('link').click();
    await expect
      .poll(() => tracked)
      .toEqual(
        expect.arrayContaining([
          'compliance_guide:view tips:feature',
          `compliance_guide:view ${guide}`,
          `compliance_guide:click ${guide}:close`,
          'compliance_guide:click tips:feature:link',
        ]),
      );

    // the header does not offer what the UK's compliance menu restricts (derivatives, copy trading, ETFs)
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('main', '/'));
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Trade', exact: true })).toHaveCount(1);
    for (const name of ['Derivatives', 'Copy Trading']) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.locator('header a[href^="/futures"], header a[href^="/copytrading"], header a[href^="/etf"]')).toHaveCount(0);
  });

  /** One page of /price under a fake clock, the visitor's country changed between the notices. */
  test('Netherlands: a restricted feature without tips redirects, whatever its spelling; the asset dialog comes back after 30 days; Hong Kong: the dialog comes back after a day; Uzbekistan and Brazil guests get theirs, one at a time', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const start = new Date('2026-03-01T10:00:00Z');
    await test.step('Netherlands: a restricted feature without tips redirects, whatever its spelling; the asset dialog comes back after 30 days', async () => {
      await inCountry(context, 'NL');
      for (const path of [
        '/copytrading',
        '/%63opytrading',
        '/COPYTRADING/',
        '/copytrading;x=1',
        '/de/copytrading',
        '/de/copytrading/',
        '/crypto%2Fbuy',
        '/%2563opytrading',
        // spot trading is closed here: the trade page too (the API refuses the orders)
        '/trade/BTC_USDT',
        '/de/trade/ETH_USDT',
      ]) {
        expect(await landsOn(page, path), path).toMatch(/^(\/de)?\/state_compliance_tips$/);
      }
      expect(await landsOn(page, '/price')).toBe('/price');

      await page.clock.install({ time: start });
      await open(page, siteUrl('main', '/price'));
      const dialog = page.getByRole('dialog', { name: 'Notice for users in the Netherlands' });
      await expect(dialog).toContainText('January 2, 2024');
      await expect(dialog).toContainText('contractual claim');
      await dialog.getByRole('button', { name: 'I Acknowledge' }).click();
      await expect(dialog).toBeHidden();
      // a closed market: the header offers no spot trading (the trade menu stays, for what it still holds, without its own link)
      await expect(mainNav(page).getByRole('link', { name: 'Trade', exact: true })).toHaveCount(0);
      await expect(mainNav(page).getByRole('button', { name: 'Trade', exact: true })).toHaveCount(1);
      await expect(page.locator('header a[href^="/trade/"]')).toHaveCount(0);

      await page.clock.setSystemTime(new Date(start.getTime() + 29 * 86_400_000));
      await page.reload();
      await settled(page);
      await expect(dialog).toHaveCount(0);
      await page.clock.setSystemTime(new Date(start.getTime() + 31 * 86_400_000));
      await page.reload();
      await expect(dialog).toBeVisible();
    });

    await test.step('Hong Kong: the dialog comes back after a day; Uzbekistan and Brazil guests get theirs, one at a time', async () => {
      // the clock runs on from the Netherlands' last day
      const day = new Date(start.getTime() + 31 * 86_400_000);
      await inCountry(context, 'HK');
      await page.reload();
      await hydrated(page);
      const hk = page.getByRole('dialog', { name: 'Notice for users in Hong Kong' });
      await hk.getByRole('button', { name: 'I Acknowledge' }).click();
      await expect(hk).toBeHidden();
      await page.clock.setSystemTime(new Date(day.getTime() + 25 * 3_600_000));
      await page.reload();
      await hydrated(page);
      await expect(hk).toBeVisible();
      await hk.getByRole('button', { name: 'I Acknowledge' }).click();

      await inCountry(context, 'UZ');
      await page.reload();
      await hydrated(page);
      const uz = page.getByRole('dialog', { name: 'Notice for users in Uzbekistan' });
      await expect(uz).toContainText('April 1, 2024');
      await uz.getByRole('button', { name: 'I Acknowledge' }).click();

      // Brazil: the server-configured toast (its own buttons), then the Brazil notice
      await inCountry(context, 'BR');
      await page.reload();
      await hydrated(page);
      const toast = page.getByRole('dialog', { name: 'Notice' });
      await expect(toast).toContainText('identity verification');
      await expect(toast.getByRole('button', { name: 'Verify now' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await toast.getByRole('button', { name: 'Later' }).click();
      const brazil = page.getByRole('dialog', { name: 'Notice for users in Brazil' });
      await expect(brazil).toBeVisible();
      await expectNoAxeViolations(page, 'compliance: regional notice (desktop)');
      await brazil.getByRole('button', { name: 'I Acknowledge' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('a low-tier account in a closed market is told to withdraw, and acknowledging goes to USDT withdrawal', async ({ page }) => {
    allowHttpError(404); // the withdrawal page is another app's
    await logIn(page, 'lowtier@demo.test');
    const notice = page.getByRole('dialog', { name: 'Trading is closed in your region' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Notice for users in the Netherlands' })).toHaveCount(0);
    await notice.getByRole('button', { name: 'Withdraw assets' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/myaccount/withdraw/USDT'));
  });

  test('a low-KYC account in a limited country: restricted page, the toast, then the certification offer; prompts due together take turns: the compliance notices, then the KYC upgrade; never two dialogs open, focus in each', async ({
    page,
  }) => {
    // record every dialog that opens and the most open at once, from the first paint on
    await page.addInitScript(() => {
      const seen: string[] = [];
      const record = { seen, most: 0 };
      Object.assign(window, { __dialogs: record });
      const names = new WeakSet<Element>();
      new MutationObserver(() => {
        const open = [...document.querySelectorAll('[role="dialog"]')];
        record.most = Math.max(record.most, open.length);
        for (const dialog of open) {
          if (names.has(dialog)) continue;
          names.add(dialog);
          seen.push(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?');
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const recorded = () => page.evaluate(() => (window as unknown as { __dialogs: { seen: string[]; most: number } }).__dialogs);
    // the name of the dialog that holds focus
    const focusedIn = () =>
      page.evaluate(() => {
        const dialog = document.activeElement?.closest('[role="dialog"]');
        return dialog ? document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent : null;
      });
    // the KYC upgrade notice is due too: the form's log-in sets no cookie keeping it away
    await logInThroughForm(page, 'lowkyc@demo.test');
    await expect(page).toHaveURL(siteUrl('main', TIPS));
    // every dialog in the page, also one hidden from assistive technology under another (getByRole skips those)
    const dialogs = page.locator('[role="dialog"]');

    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toBeVisible();
    await expect(dialogs).toHaveCount(1);
    await expect.poll(focusedIn).toBe('Notice');
    await notice.getByRole('button', { name: 'I Acknowledge' }).click();

    const offer = page.getByRole('dialog', { name: 'Complete identity verification' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Get verified' })).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Later' })).toBeVisible();
    await expect(dialogs).toHaveCount(1);
    await expect.poll(focusedIn).toBe('Complete identity verification');
    await expectNoAxeViolations(page, 'compliance: identity-verification offer dialog');
    await offer.getByRole('button', { name: 'Later' }).click();

    // the upgrade notice's accessibility is checked in kyc-referral.e2e.ts
    const upgrade = page.getByRole('dialog', { name: 'Upgrade your verification' });
    await expect(upgrade).toBeVisible();
    await expect(dialogs).toHaveCount(1);
    await expect.poll(focusedIn).toBe('Upgrade your verification');
    await upgrade.getByRole('button', { name: 'Later' }).click();
    await expect(dialogs).toHaveCount(0);

    expect(await recorded()).toEqual({ seen: ['Notice', 'Complete identity verification', 'Upgrade your verification'], most: 1 });
  });

  test('a withdraw-only account: the home bar and the create-a-ticket prompt', async ({ page }) => {
    await logIn(page, 'withdrawonly@demo.test');
    // the prompt may open first, hiding the page (the bar with it) from assistive technology while it is open
    await expect(page.getByRole('region', { name: 'Regional notice', includeHidden: true })).toContainText('limited to withdrawals');
    const prompt = page.getByRole('dialog', { name: 'Your account is withdraw-only' });
    await expect(prompt).toContainText('create a ticket');
    await expectNoAxeViolations(page, 'compliance: withdraw-only prompt over the home page');
    await prompt.getByRole('button', { name: 'Create a ticket' }).click();
    // the new-ticket form, its category set (e2e/features/tickets.e2e.ts follows it further)
    await expect(page).toHaveURL(siteUrl('main', '/myaccount/tickets/new?category=withdrawal'));
  });

  test('the site-switch bars: an EEA visitor on the main site is offered the EU site; a visitor from elsewhere on the EU site the main site, before its cookies bar', async ({
    page,
    context,
  }) => {
    await inCountry(context, 'DE');
    await open(page, siteUrl('main', '/'));
    await expect(bar(page)).toContainText('You appear to be in the European Economic Area, where Gate EU serves you.');
    await expect(bar(page).getByRole('link', { name: 'Go to Gate EU' })).toHaveAttribute('href', siteUrl('eu', '/'));
    await expectNoAxeViolations(page, 'compliance: site-switch bar (desktop)');

    await context.addCookies([{ name: 'dev_country', value: 'SG', url: siteUrl('eu') }]);
    await page.goto(siteUrl('eu', '/'));
    await expect(bar(page)).toContainText('You appear to be outside the European Economic Area. Gate offers the services available where you are.');
    await expect(bar(page).getByRole('link', { name: 'Go to Gate', exact: true })).toHaveAttribute('href', siteUrl('main', '/'));
  });

  test('the EU site asks to accept cookies; accepted, the bar is gone on the next page; seen and accepted, it is tracked', async ({ page, context }) => {
    const tracked = trackedEvents(context);
    await open(page, siteUrl('eu', '/'));
    await expect(bar(page)).toContainText('cookies');
    await expect(bar(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expectNoAxeViolations(page, 'compliance: cookies bar (EU site, desktop)');
    await bar(page).getByRole('button', { name: 'Accept' }).click();
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => tracked).toEqual(expect.arrayContaining(['compliance_guide:view bar:cookies', 'compliance_guide:click bar:cookies:accept']));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });
});
