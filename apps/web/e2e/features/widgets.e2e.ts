import type { Page } from '@playwright/test';
import { escapeFrom, expect, expectFits, expectNoAxeViolations, hydrated, logIn, open, siteUrl, test } from '../support/fixtures';

/** The mobile gift prompt, the floating menu, the registration modal and its tooltip modal, against the reference API. */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 720 };
/** wider than a phone, narrow enough for the header's drawer button */
const TABLET = { width: 900, height: 740 };
const GIFT_KEY = 'mobile_gift_dialog';

const giftDialog = (page: Page) => page.getByRole('dialog', { name: '$10,000+' });
const floatingMenu = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });
const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), GIFT_KEY);

/**
 * The page has hydrated and every timer the page set meanwhile has run (the gift prompt decides
 * when the browser is idle, at the latest 2 s after hydration): after this, a prompt that has not
 * shown will not.
 */
async function promptsDecided(page: Page): Promise<void> {
  await hydrated(page);
  await page.clock.runFor(3_000);
}

/** The day's first visit at 10:00 in Tokyo (01:00 UTC), so the local date is not the UTC date's afternoon. */
const T0 = new Date('2026-11-23T10:00:00+09:00');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

test.describe('mobile gift prompt', () => {
  test.use({ viewport: PHONE, timezoneId: 'Asia/Tokyo', giftPrompt: true });
  // every test here runs on the fake clock: `promptsDecided` fast-forwards it
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: T0 });
  });

  test('a guest on a phone: shown, closed; again only after 30 minutes; not a third time that day; again the next day', async ({ page }) => {
    test.setTimeout(120_000);
    const tracked = page.waitForRequest(
      (r) => r.url().endsWith('/api/web/v1/track/events') && decodeURIComponent(r.postData() ?? '').includes('gift_prompt:view'),
    );
    await open(page, siteUrl('main', '/'));
    const dialog = giftDialog(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('link', { name: 'Claim on the web' })).toHaveAttribute('href', '/signup');
    await expect(dialog.getByRole('link', { name: 'Claim in the app' })).toHaveAttribute('href', '/mobileapp');
    expect(await stored(page)).toMatch(/^1\/\d+$/);
    await expectNoAxeViolations(page, 'gift prompt: phone');
    await expectFits(page, 'gift prompt at 375 px');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.runFor(3_000); // the tracker sends its batch after 2 s
    await tracked;

    // 10 minutes later: not again
    await page.clock.setSystemTime(at(10));
    await page.reload();
    await promptsDecided(page);
    await expect(dialog).toBeHidden();
    expect(await stored(page)).toMatch(/^1\/\d+$/);

    // 31 minutes after the first: the second show of the day
    await page.clock.setSystemTime(at(31));
    await page.reload();
    await hydrated(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    expect(await stored(page)).toMatch(/^2\/\d+$/);
    await escapeFrom(page, dialog);
    await expect(dialog).toBeHidden();

    // hours later the same day: never a third time
    await page.clock.setSystemTime(at(5 * 60));
    await page.reload();
    await promptsDecided(page);
    await expect(dialog).toBeHidden();

    // the next local date (00:30 in Tokyo is still the 23rd in UTC): the count starts again
    await page.clock.setSystemTime(new Date('2026-11-24T00:30:00+09:00'));
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    expect(await stored(page)).toMatch(/^1\/\d+$/);
  });

  test('a malformed stored value counts as absent; the dialog fits 320 px in German and Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript((key) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem(key, '2/not-a-time');
      }
    }, GIFT_KEY);
    await page.goto(siteUrl('main', '/de'));
    const german = page.getByRole('dialog', { name: /^10\.000\s\$\+$/ });
    await expect(german).toBeVisible({ timeout: 15_000 });
    await expect(german.getByRole('link', { name: 'Im Web einlösen' })).toHaveAttribute('href', '/de/signup');
    await expectFits(page, 'gift prompt at 320 px, de');
    await page.evaluate((key) => window.localStorage.removeItem(key), GIFT_KEY);
    await page.goto(siteUrl('main', '/ar'));
    const arabic = page.getByRole('dialog');
    await expect(arabic).toBeVisible({ timeout: 15_000 });
    await expect(arabic.getByRole('link', { name: 'احصل عليها عبر الويب' })).toHaveAttribute('href', '/ar/signup');
    await expectFits(page, 'gift prompt at 320 px, ar');
    await expectNoAxeViolations(page, 'gift prompt: phone, Arabic');
  });

  test('not for a logged-in user on a phone', async ({ page }) => {
    await logIn(page, 'newbie@demo.test');
    await promptsDecided(page);
    await expect(giftDialog(page)).toBeHidden();
    expect(await stored(page)).toBeNull();
  });

  test('not on a desktop screen, and not on a site without the flag', async ({ page }) => {
    await page.setViewportSize(TABLET);
    await page.goto(siteUrl('main', '/'));
    await promptsDecided(page);
    await expect(giftDialog(page)).toBeHidden();
    expect(await stored(page)).toBeNull();

    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('tr', '/en'));
    await promptsDecided(page);
    await expect(giftDialog(page)).toHaveCount(0);
  });
});

test.describe('floating menu', () => {
  test.use({ viewport: DESKTOP });

  test('desktop main: support, chatroom, app, back to top; keyboard reachable; axe clean', async ({ page }) => {
    await logIn(page, 'trader@demo.test');
    const menu = floatingMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Customer support/ })).toHaveAttribute('href', 'mailto:support@gate.example');
    await expect(menu.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/mobileapp');
    // it sits at the inline end: the right in English
    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThan(DESKTOP.width / 2);

    // the chatroom entry opens the chatroom through the shared flag
    const chatroom = menu.getByRole('button', { name: 'Chatroom' });
    await chatroom.click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('chatroom_open'))).toBe('1');

    // back to top appears after scrolling, scrolls up and moves focus to the main content
    const backToTop = menu.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(backToTop).toBeVisible();
    // the entries' names fade in and out on hover (0.15 s): axe must read settled colours, not a half-faded name
    await page.mouse.move(10, 10);
    await expect
      .poll(() =>
        menu.evaluate((m) =>
          [...m.querySelectorAll('button, a')].every((e) => e.lastElementChild === null || ['0', '1'].includes(getComputedStyle(e.lastElementChild).opacity)),
        ),
      )
      .toBe(true);
    await expectNoAxeViolations(page, 'floating menu: desktop, logged in, scrolled');
    await backToTop.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('Arabic: at the inline end, which is the left', async ({ page }) => {
    await page.goto(siteUrl('main', '/ar'));
    const menu = floatingMenu(page);
    await expect(menu).toHaveCount(0); // named in Arabic
    const arabicMenu = page.getByRole('navigation', { name: 'روابط سريعة' });
    await expect(arabicMenu).toBeVisible();
    const box = await arabicMenu.boundingBox();
    expect(box!.x + box!.width).toBeLessThan(DESKTOP.width / 2);
    await expectFits(page, 'floating menu, ar');
  });

  test('absent on Hong Kong and EU, and on phones', async ({ page }) => {
    for (const site of ['hk', 'eu']) {
      await page.goto(siteUrl(site, '/'));
      await expect(page.locator('footer')).toBeVisible();
      await expect(floatingMenu(page), site).toHaveCount(0);
    }
    await page.setViewportSize({ width: 767, height: 740 });
    await page.goto(siteUrl('main', '/'));
    await expect(floatingMenu(page)).toBeHidden();
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(floatingMenu(page)).toBeHidden();
    await expectFits(page, 'main at 320 px');
  });
});

test.describe('registration modal', () => {
  test.use({ viewport: DESKTOP });

  test('a guest pressing the chatroom entry is asked to sign up; links come back here; the tooltip explains; focus returns', async ({ page }) => {
    await open(page, siteUrl('main', '/price'));
    const chatroom = floatingMenu(page).getByRole('button', { name: 'Chatroom' });
    const modal = page.getByRole('dialog', { name: 'Join Gate' });
    await chatroom.click();
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('chat with other traders');
    await expect(modal.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?return_to=%2Fprice');
    await expect(modal.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?return_to=%2Fprice');
    expect(await page.evaluate(() => window.localStorage.getItem('chatroom_open'))).toBeNull();

    // the explanation: a tooltip on hover or focus on a desktop
    const why = modal.getByRole('button', { name: 'Why do I need an account?' });
    await why.hover();
    await expect(page.getByRole('tooltip')).toContainText('keeps your chatroom name');
    await expectNoAxeViolations(page, 'registration modal: its tooltip (desktop)');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    if (await modal.isVisible()) await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(chatroom).toBeFocused();
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 800, height: 900 }, hasTouch: true, isMobile: true });

    test('the explanation is a modal; closing it returns focus to its button', async ({ page }) => {
      await open(page, siteUrl('main', '/'));
      const chatroom = floatingMenu(page).getByRole('button', { name: 'Chatroom' });
      const modal = page.getByRole('dialog', { name: 'Join Gate' });
      await chatroom.click();
      await expect(modal).toBeVisible();
      const why = modal.getByRole('button', { name: 'Why do I need an account?' });
      await why.click();
      const explanation = page.getByRole('dialog', { name: 'Why an account?' });
      await expect(explanation).toBeVisible();
      await expect(explanation).toContainText('keeps your chatroom name');
      await expectNoAxeViolations(page, 'registration modal: its explanation modal (touch)');
      await explanation.getByRole('button', { name: 'Got it' }).click();
      await expect(explanation).toBeHidden();
      await expect(why).toBeFocused();
      await expect(modal).toBeVisible();
    });
  });
});
