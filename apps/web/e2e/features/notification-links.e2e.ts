import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, siteUrl, test } from '../support/fixtures';
import { unreadOnServer } from '../support/server-notices';

/**
 * A notice whose destination is a gated page (the trade page, `spot` closed in the Netherlands; the
 * futures page, `derivatives` in the Netherlands rule's menu) leads there only where the path gate
 * lets the visitor in (NoticeList, use-page-linked.ts): a link for the trader, for the Netherlands
 * account a button that only marks the notice read, so no notice leads only to the restricted-region page.
 */

const SPOT_TITLE = 'BTC/USDT rose 5.2% in 24 hours';
const FUTURES_TITLE = 'Position update: BTC_USDT perpetual';

const notices = (page: Page) => ({
  marketsTab: page.getByRole('tab', { name: /Markets/ }),
  tradeTab: page.getByRole('tab', { name: /^Trade/ }),
  item: (title: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title }),
});

test('notices follow the compliance gate: links to the trade and futures pages for the trader; for the Netherlands account buttons that only mark them read', async ({
  page,
  context,
}) => {
  const { marketsTab, tradeTab, item } = notices(page);

  await test.step('the trader: a link to the futures page; a notice about a spot market: a link to its trade page for the trader', async () => {
    await logIn(page, 'trader@demo.test', { at: '/reminder' });
    await marketsTab.click();
    await expect(item(SPOT_TITLE).getByRole('link')).toHaveAttribute('href', '/trade/BTC_USDT');
    await tradeTab.click();
    await expect(item(FUTURES_TITLE).getByRole('link')).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
  });

  // the trader's page closed first: its own calls (the bell, the lists) would meet the cleared session with a 401
  await page.goto('about:blank');
  await context.clearCookies();

  await test.step('a notice about a spot market: none for the Netherlands account (it only marks the notice read)', async () => {
    await logIn(page, 'nl@demo.test', { at: '/reminder' });
    const notice = page.getByRole('dialog', { name: 'Notice for users in the Netherlands' });
    await notice.getByRole('button', { name: 'I Acknowledge' }).click();
    await expect(notice).toBeHidden();
    await marketsTab.click();
    await expect(item(SPOT_TITLE)).toHaveCount(1);
    await expect(item(SPOT_TITLE).getByRole('link')).toHaveCount(0);
    await expect(page.locator('main a[href*="/trade/"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'notification centre: notices as buttons (Netherlands account)');
    // the notice is a button: pressing it marks it read and stays on the page
    await item(SPOT_TITLE).getByRole('button').click();
    await expect(marketsTab).toHaveText('Markets');
    await expect(page).toHaveURL(siteUrl('main', '/reminder'));
  });

  await test.step('the Netherlands account: a button that marks it read, no link', async () => {
    await tradeTab.click();
    await expect(item(FUTURES_TITLE)).toHaveCount(1);
    await expect(item(FUTURES_TITLE).getByRole('link')).toHaveCount(0);
    await expect(page.locator('main a[href*="/futures/"]')).toHaveCount(0);
    // the notice is a button: pressing it marks it read and stays on the page. Unread on a fresh
    // database; a retry (or a second run over one database) finds it read by its first attempt, and
    // then the button shows what the server has
    const button = item(FUTURES_TITLE).getByRole('button');
    if (await unreadOnServer(page, FUTURES_TITLE)) await expect(button).toContainText('●');
    else await expect(button).not.toContainText('●');
    await button.click();
    await expect(button).not.toContainText('●');
    await expect(page).toHaveURL(siteUrl('main', '/reminder'));
  });
});
