import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, siteUrl, test } from '../support/fixtures';
import { unreadOnServer } from '../support/server-notices';

/**
 * A notice whose destination is a gated page other than the trade page (here the futures page,
 * `derivatives` in the Netherlands rule's menu) leads there only where the path gate lets the
 * visitor in (NoticeList, use-page-linked.ts): a link for the trader, for the Netherlands account a
 * button that only marks the notice read, so no notice leads only to the restricted-region page.
 */

const TITLE = 'Position update: BTC_USDT perpetual';

const notices = (page: Page) => ({
  tradeTab: page.getByRole('tab', { name: /^Trade/ }),
  item: page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: TITLE }),
});

test.describe('a futures notice follows the compliance gate', () => {
  test('the trader: a link to the futures page', async ({ page }) => {
    const { tradeTab, item } = notices(page);
    await logIn(page, 'trader@demo.test', { at: '/reminder' });
    await tradeTab.click();
    await expect(item.getByRole('link')).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
  });

  test('the Netherlands account: a button that marks it read, no link', async ({ page }) => {
    const { tradeTab, item } = notices(page);
    await logIn(page, 'nl@demo.test', { at: '/reminder' });
    const notice = page.getByRole('dialog', { name: 'Notice for users in the Netherlands' });
    await notice.getByRole('button', { name: 'I Acknowledge' }).click();
    await expect(notice).toBeHidden();
    await tradeTab.click();
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link')).toHaveCount(0);
    await expect(page.locator('main a[href*="/futures/"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // the notice is a button: pressing it marks it read and stays on the page. Unread on a fresh
    // database; a retry (or a second run over one database) finds it read by its first attempt, and
    // then the button shows what the server has
    const button = item.getByRole('button');
    if (await unreadOnServer(page, TITLE)) await expect(button).toContainText('●');
    else await expect(button).not.toContainText('●');
    await button.click();
    await expect(button).not.toContainText('●');
    await expect(page).toHaveURL(siteUrl('main', '/reminder'));
  });
});
