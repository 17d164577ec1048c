import type { Locator, Page } from '@playwright/test';
import { allowHttpErrorWhile, expect, expectFits, expectNoAxeViolations, logIn, open, signUpFresh, siteUrl, test } from '../support/fixtures';
import { serverNotices, type NoticeRow } from '../support/server-notices';

/** The bell, its reminder panel, live notices and the notification centre (/reminder), against the reference API. */

const bell = (page: Page) => page.locator('header').getByRole('link', { name: /^Notifications/ });

/** Opens the bell's panel by hover, on a page that has hydrated (the panel loads its code on first opening). */
async function openPanel(page: Page): Promise<Locator> {
  const entry = bell(page);
  const panel = page.locator(`#${(await entry.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
  await entry.hover();
  await expect(panel.getByRole('tablist')).toBeVisible();
  return panel;
}

async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? (await bell(page).innerText());
  const match = /(\d+)/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** The seeded futures notice the bell's test opens. */
const FUTURES_NOTICE = 'Position update: BTC_USDT perpetual';

const unreadNewerThan = (rows: readonly NoticeRow[], newest: number) => rows.filter((r) => r.msg_id > newest && !r.is_read).length;

test.describe('notification bell', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a tab without notices shows the empty state, whose button leads to the settings', async ({ page }) => {
    await logIn(page, 'withdrawonly@demo.test');
    // a withdraw-only account is asked to create a ticket, once a session (the compliance notices)
    await page.getByRole('dialog', { name: 'Your account is withdraw-only' }).getByRole('button', { name: 'Later' }).click();
    const panel = await openPanel(page);
    await panel.getByRole('tab', { name: 'Markets' }).click();
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/reminder/config');
    await expectNoAxeViolations(page, 'notifications: bell panel, a tab without notices');
  });

  test('keyboard: focus opens the panel, Escape closes it and focus stays on the bell', async ({ page }) => {
    await logIn(page, 'risk@demo.test');
    const entry = bell(page);
    await entry.focus();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${(await entry.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
    await expect(panel.getByRole('tablist')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('tab', { name: /Platform/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: /Trade/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(entry).toBeFocused();
  });

  test('a notice the API creates arrives live: the badge and the open panel update without a reload', async ({ page, browser }) => {
    await logIn(page, 'sub@demo.test');
    const baseline = await serverNotices(page);
    const panel = await openPanel(page);
    const firstItem = panel.getByRole('tabpanel').getByRole('listitem').first();
    await expect(firstItem).toBeVisible();
    const firstBefore = await firstItem.innerText();
    // give the live channel its moment to connect (it starts when the page is idle)
    await page.waitForTimeout(1_500);

    const other = await browser.newContext();
    const second = await other.newPage();
    await logIn(second, 'sub@demo.test'); // a new browser: the API leaves a "New login" notice
    await other.close();

    // one more, apart from notices another file's test added meanwhile (account.e2e.ts logs in as this user too)
    await expect
      .poll(
        async () => {
          const now = await serverNotices(page);
          const added = unreadNewerThan(now.rows, baseline.newest);
          return { added: added >= 1, bell: (await unreadOf(page)) - (baseline.total + added) };
        },
        { timeout: 10_000 },
      )
      .toEqual({ added: true, bell: 0 });
    await expect(page.getByRole('status').filter({ hasText: 'New notification: New login to your account' })).toBeAttached();
    await expect(firstItem).not.toHaveText(firstBefore);
    await expect(firstItem).toContainText('New login to your account');
  });
});

test.describe('the trader’s notices', () => {
  /**
   * One session of the trader's: the bell on the home page, then the notification centre (whose
   * bell shows the count after the bell's click), at the widths and in the languages it is checked
   * in; then marking all read, on an account of its own.
   */
  test('the bell: hover shows page 1, tabs switch, a click marks read; the notification centre pages, marks all read, sends guests to log in; phones and Arabic', async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'trader@demo.test');

    await test.step('hover shows page 1 of the first tab; tabs switch; a click marks read and goes to the notice’s page', async () => {
      await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
      const before = await unreadOf(page);
      expect(before).toBeGreaterThan(5);
      const panel = await openPanel(page);
      const box = await panel.getByRole('tabpanel').boundingBox();
      expect(box?.height).toBe(313);
      expect((await panel.locator('[role=tablist]').locator('..').locator('..').boundingBox())?.width).toBe(352);
      const platform = panel.getByRole('tabpanel');
      await expect(platform.getByRole('listitem')).toHaveCount(10);
      await expect(platform.getByRole('listitem').first()).toContainText('New login to your account');
      await expect(panel.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/reminder');
      await expectNoAxeViolations(page, 'notifications: bell panel open (desktop)');

      await panel.getByRole('tab', { name: /Trade/ }).click();
      const trade = panel.getByRole('tabpanel');
      const futures = trade.getByRole('link', { name: FUTURES_NOTICE });
      await expect(futures).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
      const baseline = await serverNotices(page);
      // unread on a fresh database; a retry (or a second run over one database) finds it read by the first
      const wasUnread = baseline.rows.some((n) => n.title === FUTURES_NOTICE && !n.is_read) ? 1 : 0;
      // the futures page is another app's: the 404 page answers
      await allowHttpErrorWhile(consoleErrors, 404, async () => {
        await futures.click();
        await expect(page).toHaveURL(siteUrl('main', '/futures/USDT/BTC_USDT'));
      });
      // that page does not ask for the user (spec doc 2 §4): the count is checked back on a page that
      // does, the notification centre the next step reads: one fewer than before the click, apart from
      // notices other files' tests added meanwhile (serverNotices)
      await expect.poll(async () => (await serverNotices(page)).rows.filter((n) => n.title === FUTURES_NOTICE).map((n) => n.is_read)).toEqual([true]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, siteUrl('main', '/reminder'));
      await expect
        .poll(async () => {
          const now = await serverNotices(page);
          const expected = baseline.total - wasUnread + unreadNewerThan(now.rows, baseline.newest);
          return { server: now.total - expected, bell: (await unreadOf(page)) - now.total };
        })
        .toEqual({ server: 0, bell: 0 });
    });

    await test.step('pages through notices, marks all read; guests go to log in: the trader’s pages', async () => {
      // a guest (no session: the test's own request context) is sent to log in, by the server's page guard
      const guest = await request.get(siteUrl('main', '/reminder'));
      expect(guest.url()).toBe(siteUrl('main', `/login?return_to=${encodeURIComponent('/reminder')}`));

      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const list = page.getByRole('tabpanel');
      await expect(list.getByRole('listitem')).toHaveCount(10);
      const pager = page.getByRole('navigation', { name: 'Pages', exact: true });
      // every login of the trader from a new browser adds a notice: ten pages and more after many runs
      await expect(pager).toContainText(/Page 1 of ([2-9]|[1-9]\d+)(?!\d)/);
      const firstTitle = await list.getByRole('listitem').first().innerText();
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pager).toContainText(/Page 2 of ([2-9]|[1-9]\d+)(?!\d)/);
      await expect(list.getByRole('listitem').first()).not.toHaveText(firstTitle);
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page, 'notification centre: a later page (desktop)');
    });

    await test.step('phones and Arabic: no sideways scroll; the bell leaves the bar below 768 px', async () => {
      // the page follows its width: one load per language, the widths set on it
      for (const [width, path] of [
        [320, '/reminder'],
        [375, '/ar/reminder'],
        [1440, '/ar/reminder'],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        if (new URL(page.url()).pathname !== path) await open(page, siteUrl('main', path));
        await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
        await expectFits(page, `${path} at ${width}`);
        if (width < 768) await expect(bell(page)).toBeHidden();
      }
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoAxeViolations(page, 'notification centre (desktop, Arabic)');
    });

    await test.step('pages through notices, marks all read; guests go to log in: marking all read', async () => {
      // marking read, on an account of its own: other files log the trader in meanwhile, and each such
      // login from a new browser leaves the trader an unread "New login" notice. This browser's first
      // login to the new account leaves it one, in Platform.
      await page.setViewportSize({ width: 1280, height: 900 });
      const email = await signUpFresh(page, { at: null });
      await logIn(page, email, { at: '/reminder' });
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await page.getByRole('tab', { name: /Platform/ }).click();
      await expect(page.getByRole('tab', { name: /Platform/ })).not.toHaveText('Platform');
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByRole('tab', { name: /Platform/ })).toHaveText('Platform');
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await expect(page.locator('header').getByText(/^\d+\+?$/)).toHaveCount(0);
    });
  });
});
