import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectFits, expectNoAxeViolations, hydrated, logIn, open, siteUrl, test, trackedEvents } from '../support/fixtures';

/**
 * KYC prompts, the business compliance banner, referral capture and the Turkish site chooser,
 * against the reference API (spec doc 2 §2-§9). The browser-test API believes the `dev_country`
 * cookie (DEV_COUNTRY_COOKIE=1, scripts/e2e.mjs).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(siteUrl('main'))).find((c) => c.name === name);
}

/** A cookie's lifetime from now, in ms (its `expires` is in seconds). */
async function lifetimeMs(context: BrowserContext, name: string): Promise<number> {
  const found = await cookie(context, name);
  expect(found, name).toBeDefined();
  return (found?.expires ?? 0) * 1000 - Date.now();
}

test.describe('KYC tip bar and dialogs', () => {
  /** The newbie's home page with the KYC prompts due: the upgrade notice first, then (it dismissed) the tip bar under it. */
  test('the upgrade notice: Later keeps it away for 12 hours; seen and dismissed, it is tracked; an unverified user sees the tip bar; closing it keeps it closed after a reload; it fits 320 px', async ({
    page,
    context,
  }) => {
    const tracked = trackedEvents(context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, 'newbie@demo.test', { kycPrompts: true });
    const bar = page.getByRole('region', { name: 'Identity verification' });

    await test.step('the upgrade notice: Later keeps it away for 12 hours; seen and dismissed, it is tracked', async () => {
      const dialog = page.getByRole('dialog', { name: 'Upgrade your verification' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/myaccount/kyc2');
      await expectNoAxeViolations(page, 'kyc: upgrade notice dialog');
      await dialog.getByRole('button', { name: 'Later' }).click();
      await expect(dialog).toBeHidden();
      // compliance guidance (doc 2 §7): its view and the press
      await expect.poll(() => tracked).toEqual(['compliance_guide:view kyc:upgrade', 'compliance_guide:click kyc:upgrade:later']);
      const left = await lifetimeMs(context, 'kyc_upgrade_notice');
      expect(left).toBeGreaterThan(11.9 * HOUR);
      expect(left).toBeLessThanOrEqual(12 * HOUR);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('an unverified user sees it; closing it keeps it closed after a reload; it fits 320 px', async () => {
      await expect(bar).toContainText('Complete identity verification (KYC2)');
      await expect(bar.getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/myaccount/kyc_home');
      await expectNoAxeViolations(page, 'kyc: identity-verification tip bar (desktop)');
      await page.setViewportSize({ width: 320, height: 700 });
      await expectFits(page, 'KYC bar at 320 px');

      await bar.getByRole('button', { name: 'Close the verification reminder' }).click();
      await expect(bar).toBeHidden();
      expect((await cookie(context, 'kyc_tip_closed'))?.value).toMatch(/^\d+$/);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
      await expect(bar).toHaveCount(0);
    });
  });

  test('a verified user sees no bar and no KYC dialog', async ({ page }) => {
    await logIn(page, 'trader@demo.test', { kycPrompts: true });
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Identity verification' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the risk guide: the server’s message and link, not closable as seeded, away for its 24 hours once shown', async ({ page, context }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await logIn(page, 'risk@demo.test', { kycPrompts: true });
    const dialog = page.getByRole('dialog', { name: 'Verification required' });
    await expect(dialog).toContainText('Unusual activity was detected on your account.');
    await expect(dialog.getByRole('link', { name: 'Go to verification' })).toHaveAttribute('href', '/myaccount/kyc2');
    await expect(dialog.getByRole('button')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'kyc: risk guide that cannot be closed (phone)');
    await expectFits(page, 'risk guide at 320 px');
    const left = await lifetimeMs(context, 'risk_user_guide_demo');
    expect(left).toBeGreaterThan(23.9 * HOUR);
    expect(left).toBeLessThanOrEqual(24 * HOUR);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the business banner: sanitised content with own-site links, closed for the session', async ({ page }) => {
  await logIn(page, 'business@demo.test');
  const banner = page.getByRole('region', { name: 'Annual business account review' });
  await expect(banner).toContainText('Your company account is due for its annual review.');
  await expect(banner.getByRole('link', { name: 'institutional services' })).toHaveAttribute('href', '/institution');
  await expect(banner.getByRole('link', { name: 'Upload documents' })).toHaveAttribute('href', '/myaccount/kyc_home');
  await expect(page.getByRole('region', { name: 'Identity verification' })).toHaveCount(0); // a company account counts as verified
  await expectNoAxeViolations(page, 'business banner (desktop)');
  await page.setViewportSize({ width: 320, height: 700 });
  await expectFits(page, 'business banner at 320 px');
  await banner.getByRole('button', { name: 'Close notice' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test.describe('referral links', () => {
  /**
   * A referral link's page, as far as the capture goes: the server takes the code (proxy.ts) and
   * answers its cookies, which land in this browser's cookie jar (the context's, which its page
   * requests share); no page needs to render in the browser for that.
   */
  const visit = async (page: Page, path: string) => {
    const answer = await page.request.get(siteUrl('main', path));
    expect(answer.status(), path).toBe(200);
  };
  const refCookies = async (context: BrowserContext) =>
    Object.fromEntries(
      (await context.cookies(siteUrl('main'))).filter((c) => ['ref_uid', 'ref_type', 'ref_channel', 'group_id'].includes(c.name)).map((c) => [c.name, c]),
    );

  test('a verified code is stored for 14 days; a rejected one is not; a closed one updates channel and group only', async ({ page, context }) => {
    await visit(page, '/?ref=AFFDEMO26&ch=twitter&group=g1');
    let jar = await refCookies(context);
    expect(Object.fromEntries(Object.entries(jar).map(([k, c]) => [k, c.value]))).toEqual({ ref_uid: 'AFFDEMO26', ref_channel: 'twitter', group_id: 'g1' });
    const left = (jar.ref_uid?.expires ?? 0) * 1000 - Date.now();
    expect(left).toBeGreaterThan(13.9 * DAY);
    expect(left).toBeLessThanOrEqual(14 * DAY);

    // unknown code: nothing changes
    await visit(page, '/price?ref=NOSUCH99&ch=spam&group=g9');
    jar = await refCookies(context);
    expect([jar.ref_uid?.value, jar.ref_channel?.value, jar.group_id?.value]).toEqual(['AFFDEMO26', 'twitter', 'g1']);

    // a malformed code never reaches the API, nothing changes
    await visit(page, '/?ref=%3Cscript%3E&ch=evil');
    jar = await refCookies(context);
    expect(jar.ref_channel?.value).toBe('twitter');

    // 10530135: a valid code closed to new referrals; channel and group follow the link, the code stays
    await visit(page, '/?ref=CLOSED26&ch=newsletter&group=g2');
    jar = await refCookies(context);
    expect([jar.ref_uid?.value, jar.ref_channel?.value, jar.group_id?.value]).toEqual(['AFFDEMO26', 'newsletter', 'g2']);
  });

  test('a visitor with no stored code and a rejected link gets no referral cookies', async ({ page, context }) => {
    await visit(page, '/?ref=NOSUCH99&ch=spam');
    expect(await refCookies(context)).toEqual({});
  });
});

test.describe('Turkish site chooser', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'dev_country', value: 'TR', url: siteUrl('main') }]);
  });

  const chooser = (page: Page) => page.getByRole('dialog', { name: 'Select an exchange to continue' });

  test('Cancel keeps it away 1 day; Confirm with the box ticked 7 days', async ({ page, context }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await open(page, siteUrl('main', '/'));
    const dialog = chooser(page);
    await expect(dialog.getByRole('radio', { name: 'Gate.TR' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Gate Global' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: "Don't show again for 7 days" })).not.toBeChecked();
    await expectNoAxeViolations(page, 'site chooser (phone)');
    await expectFits(page, 'site chooser at 320 px');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    let left = await lifetimeMs(context, 'site_choice');
    expect(left).toBeGreaterThan(0.99 * DAY);
    expect(left).toBeLessThanOrEqual(DAY);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(chooser(page)).toHaveCount(0);

    // the choice expired: it asks again
    await context.clearCookies({ name: 'site_choice' });
    await page.reload();
    await hydrated(page);
    await dialog.getByRole('radio', { name: 'Gate Global' }).check();
    await dialog.getByRole('checkbox', { name: "Don't show again for 7 days" }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(siteUrl('main', '/'));
    left = await lifetimeMs(context, 'site_choice');
    expect(left).toBeGreaterThan(6.99 * DAY);
    expect(left).toBeLessThanOrEqual(7 * DAY);
    expect((await cookie(context, 'site_choice'))?.value).toMatch(/^global:\d+$/);
  });

  test('Confirm with Gate.TR goes to the Turkey site, same page; the Turkey site itself asks nothing', async ({ page, context }) => {
    await open(page, siteUrl('main', '/price'));
    const dialog = chooser(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(siteUrl('tr', '/price'));
    expect((await cookie(context, 'site_choice'))?.value).toMatch(/^tr:\d+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the header links to the Turkey site on screens wider than 992 px (doc 1 §5); not for a visitor from elsewhere, not on the Turkey site', async ({
    page,
    context,
  }) => {
    // a choice still alive: the dialog stays away, the link does not
    const choice = { name: 'site_choice', value: `global:${Date.now() + DAY}`, url: siteUrl('main') };
    await context.addCookies([choice]);
    const turkeyLink = (p: Page) => p.getByRole('banner').getByRole('link', { name: 'Gate.TR', exact: true });
    await page.setViewportSize({ width: 993, height: 800 });
    // German runs long: the bar still fits with the link at its narrowest
    await open(page, siteUrl('main', '/de'));
    await expect(turkeyLink(page)).toBeVisible();
    await expect(turkeyLink(page)).toHaveAttribute('href', siteUrl('tr', '/'));
    await expect(chooser(page)).toHaveCount(0);
    await expectFits(page, 'header with the Turkey link at 993 px in German');
    await expectNoAxeViolations(page, 'header with the Turkey site link (993 px, German)');
    // at exactly 992 px the desktop bar stays, the link does not
    await page.setViewportSize({ width: 992, height: 800 });
    await expect(turkeyLink(page)).toBeHidden();
    await expect(page.locator('header nav [aria-controls]').first()).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await turkeyLink(page).click();
    await expect(page).toHaveURL(siteUrl('tr', '/'));
    // every visitor of the Turkey site is placed there (is_tr): it links to no other site
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gate.TR ana sayfa' })).toBeVisible();
    await expect(turkeyLink(page)).toHaveCount(0);

    await test.step('a visitor from elsewhere is not asked', async () => {
      // no choice made either: nothing but the country keeps the dialog away
      await context.clearCookies({ name: 'dev_country' });
      await context.clearCookies({ name: 'site_choice' });
      await open(page, siteUrl('main', '/'));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(chooser(page)).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Gate home' })).toBeVisible();
      await expect(turkeyLink(page)).toHaveCount(0);
    });
    await context.addCookies([choice]);

    // logged in, the profile's country decides, wherever the visitor is; the account area takes
    // log in's and sign up's place in the bar
    await page.setViewportSize({ width: 993, height: 800 });
    await logIn(page, 'tr@demo.test', { at: '/de' });
    await expect(page.locator('header a[href="/de/myaccount/profile"]').first()).toBeVisible();
    await expect(turkeyLink(page)).toBeVisible();
    await expectFits(page, 'logged-in header with the Turkey link at 993 px in German');
  });
});
