import type { Locator, Page } from '@playwright/test';
import {
  allowInjectedFault,
  escapeFrom,
  expect,
  expectFits,
  expectNoAxeViolations,
  failChunksHolding,
  hydrated,
  logIn,
  open,
  settled,
  siteUrl,
  test,
} from '../support/fixtures';

/**
 * The trade page's chart (src/features/chart): candles from the API, indicators and their inputs,
 * the multi-chart layout and its saved state, the context menu's quick orders and price alerts.
 */
const TRADE = '/trade/BTC_USDT';

function chart(page: Page, number = 1) {
  const pane = page.getByRole('region', { name: `Chart ${number}` });
  return { pane, canvas: pane.getByRole('application') };
}

/** Rows of the chart's pane table (lightweight-charts draws one row per pane, one per separator). */
const paneRows = (page: Page) => chart(page).canvas.locator('table tr').count();

/** The trade page with its chart drawn; from then on every script it asks for arrives a second and a half late. Its Indicators button. */
async function indicatorsWithSlowCode(page: Page): Promise<Locator> {
  await open(page, TRADE);
  await expect(chart(page).canvas).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  await settled(page);
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  return page.getByRole('button', { name: 'Indicators' });
}

/** A script the page fetched: its path and its text. */
interface Fetched {
  readonly path: string;
  readonly text: string;
}

/**
 * Collects every script the page fetches from now on (as layout.e2e.ts's scriptsOfLoad): the
 * function returned gives those fetched so far.
 */
function scriptsFetched(page: Page): () => Promise<Fetched[]> {
  const fetched: Promise<Fetched>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    fetched.push(
      response.text().then(
        (text) => ({ path: new URL(response.url()).pathname, text }),
        () => ({ path: new URL(response.url()).pathname, text: '' }),
      ),
    );
  });
  return () => Promise.all(fetched);
}

/**
 * Radix's code for each of the chart's menus and the indicator settings dialog (its content part's
 * name, kept in the build), the popper the menus hang from and the layer (Escape, outside presses) they all share.
 */
const RADIX = {
  indicators: '"DropdownMenuContent"',
  contextMenu: '"ContextMenuContent"',
  alerts: '"PopoverContent"',
  menu: '"MenuContent"',
  popper: '"PopperAnchor"',
  dialog: '"DialogContent"',
  layer: '"DismissableLayer"',
} as const;
/** The paths of the scripts holding any of `parts`. */
const holding = (scripts: readonly Fetched[], ...parts: (keyof typeof RADIX)[]) =>
  scripts.filter((script) => parts.some((part) => script.text.includes(RADIX[part]))).map((script) => script.path);

test.describe('chart on the trade page (guest)', () => {
  /**
   * One page load for what a guest does with the single chart (the menus' first use first: its
   * scripts must not be in the page before it), then the multi-chart layout, which loads the spot list.
   */
  test('the menus load on first use; quick orders at the cross-hair price; candles, MACD in its own pane, an input out of range refused; the single layout loads no market list; 4 charts survive a reload and fit 320 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/market/spots')) listCalls.push(request.url());
    });
    const scripts = scriptsFetched(page);
    await open(page, TRADE);
    const { canvas } = chart(page);
    await expect(canvas).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    const indicators = page.getByRole('button', { name: 'Indicators' });

    await test.step('the menus load on first use: none in the first load; each opens from the keyboard at once with focus inside, Escape gives focus back; axe with a menu open', async () => {
      await settled(page);
      expect(
        holding(await scripts(), 'indicators', 'contextMenu', 'alerts', 'menu', 'popper', 'dialog', 'layer'),
        'Radix menus and dialog in the first load',
      ).toEqual([]);

      // the context menu: Shift+F10 on the chart opens it at once, focus on its first entry
      await canvas.focus();
      await page.keyboard.press('Shift+F10');
      await expect(page.getByRole('menuitem', { name: /^Buy limit at \d/ })).toBeFocused();
      expect(holding(await scripts(), 'contextMenu'), 'the context menu, on demand').toHaveLength(1);
      expect(holding(await scripts(), 'indicators'), 'the indicators menu, not yet').toEqual([]);
      await expectNoAxeViolations(page, 'chart: context menu open (guest)');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(canvas).toBeFocused();

      // the indicators menu: a plain button until used; Enter opens the menu, labelled by it, focus on its first entry
      await expect(indicators).toHaveAttribute('aria-haspopup', 'menu');
      await expect(indicators).toHaveAttribute('aria-expanded', 'false');
      await indicators.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Add MACD' })).toBeFocused();
      await expect(page.getByRole('menu', { name: 'Indicators' })).toBeVisible();
      await expect(indicators).toHaveAttribute('aria-expanded', 'true');
      expect(holding(await scripts(), 'indicators'), 'the indicators menu, on demand').toHaveLength(1);
      await expectNoAxeViolations(page, 'chart: indicators menu open');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Add KDJ' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(indicators).toBeFocused();
      await expect(indicators).toHaveAttribute('aria-expanded', 'false');
      // ArrowDown opens it too, on the same entry; the settings dialog loads when first opened, focus back on the button after it
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Add MACD' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(indicators).toBeFocused();
      expect(holding(await scripts(), 'dialog'), 'the settings dialog, not yet').toEqual([]);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'MACD settings' })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'MACD settings' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      expect(holding(await scripts(), 'dialog'), 'the settings dialog, on demand').toHaveLength(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(indicators).toBeFocused();
    });

    await test.step('the context menu offers quick orders at the cross-hair price, and guests a log-in link', async () => {
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3, { button: 'right' });
      const buy = page.getByRole('menuitem', { name: /^Buy limit at \d+(\.\d)?$/ });
      await expect(buy).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /^Sell limit at \d/ })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Log in to set price alerts' })).toHaveAttribute('href', /\/login\?return_to=/);
      const price = (await buy.textContent())!.replace('Buy limit at ', '');
      await buy.click();
      // the trade page's quick-order dialog takes it, at that price
      const decimals = price.split('.')[1]?.length ?? 0;
      const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number(price));
      const dialog = page.getByRole('dialog', { name: 'Buy BTC at this price' });
      await expect(dialog).toContainText(shown);

      // keyboard: Shift+F10 on the focused chart opens the same menu at the newest price. Radix gives
      // focus back a task after the dialog unmounts: wait for it, or it lands after the menu opens and
      // closes it (the non-modal menu closes when focus leaves it)
      await escapeFrom(page, dialog);
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[aria-label="Price chart"]') !== null)).toBe(true);
      await canvas.focus();
      await page.keyboard.press('Shift+F10');
      await expect(page.getByRole('menuitem', { name: /^Buy limit at \d/ })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: /^Sell limit at \d/ })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    });

    await test.step('renders candles, adds MACD in its own pane, refuses an input out of range, passes axe; the single layout loads no market list', async () => {
      await expect(canvas).toHaveAccessibleName('BTC/USDT price chart');
      // the keyboard step above added MACD (its pane drawn since): taken away first, so that adding it shows its pane arrive
      const withMacd = await paneRows(page);
      await indicators.click();
      await page.getByRole('menuitem', { name: 'Remove MACD' }).click();
      await expect(page.getByRole('menu')).toBeHidden();
      // the chart takes the pane away on its next frame: counted once it has
      await expect.poll(() => paneRows(page)).toBeLessThan(withMacd);
      const rowsBefore = await paneRows(page);

      await indicators.click();
      await page.getByRole('menuitem', { name: 'Add MACD' }).click();
      await expect.poll(() => paneRows(page)).toBeGreaterThan(rowsBefore);

      await indicators.click();
      await page.getByRole('menuitem', { name: 'MACD settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'MACD settings' });
      await dialog.getByLabel('Signal smoothing').fill('51');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog.getByText('Signal smoothing must be a whole number from 1 to 50.')).toBeVisible();
      await expect(dialog.getByLabel('Signal smoothing')).toBeFocused();
      await expect(dialog.getByLabel('Signal smoothing')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'chart: indicator settings dialog with an input error');
      await dialog.getByLabel('Signal smoothing').fill('50');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog).toBeHidden();
      await expect(indicators).toBeFocused();

      // TD Sequential draws on the candles: no new pane
      const rowsWithMacd = await paneRows(page);
      await indicators.click();
      await page.getByRole('menuitem', { name: 'Add TD Sequential' }).click();
      await indicators.click();
      await expect(page.getByRole('menuitem', { name: 'Remove TD Sequential' })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(await paneRows(page)).toBe(rowsWithMacd);
      // the spot list serves only a multi-chart layout's other charts (the next step loads it)
      expect(listCalls).toEqual([]);
    });

    await test.step('the layout switches to 4 charts, each with its own pair, and survives a reload; 320 px fits', async () => {
      await page.getByRole('button', { name: '4 charts' }).click();
      await expect(page.getByRole('button', { name: '4 charts' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('application')).toHaveCount(4);
      // the other charts' pair pickers offer the site's spot list, loaded now
      await expect.poll(() => page.locator('datalist option').count(), { timeout: 10_000 }).toBeGreaterThan(100);
      await chart(page, 2).pane.getByLabel('Pair').fill('ETH/USDT');
      await expect(chart(page, 2).canvas).toHaveAccessibleName('ETH/USDT price chart');
      // quick orders are offered only in the single layout
      const box = (await chart(page).canvas.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3, { button: 'right' });
      await expect(page.getByRole('menuitem', { name: 'Log in to set price alerts' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /^Buy limit/ })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('application')).toHaveCount(4);
      await expect(chart(page, 2).pane.getByLabel('Pair')).toHaveValue('ETH/USDT');
      await expectNoAxeViolations(page, 'chart: four-chart layout (guest, desktop)');
      await page.setViewportSize({ width: 320, height: 800 });
      await expectFits(page, 'trade page with 4 charts at 320 px');
    });
  });

  test('while a menu’s code is on its way: its button points at no content yet, and Escape takes the opening back', async ({ page }) => {
    const indicators = await indicatorsWithSlowCode(page);
    await indicators.focus();
    await page.keyboard.press('Enter');
    await expect(indicators).toHaveAttribute('aria-expanded', 'true');
    await expect(indicators).not.toHaveAttribute('aria-controls');
    await page.keyboard.press('Escape');
    await expect(indicators).toHaveAttribute('aria-expanded', 'false');
    await expect(indicators).toBeFocused();
    // the code arrives: the menu the visitor took back stays shut
    await settled(page);
    await expect(page.getByRole('menu')).toHaveCount(0);
    // opened now, the button controls the menu that is there
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Indicators' });
    await expect(menu).toBeVisible();
    await expect(indicators).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? 'the menu has an id');
    await page.keyboard.press('Escape');
    await expect(indicators).toBeFocused();
  });

  test('while a menu’s code is on its way a second Enter keeps it opening: it shows once loaded, focus on its first entry', async ({ page }) => {
    const indicators = await indicatorsWithSlowCode(page);
    await indicators.focus();
    await page.keyboard.press('Enter');
    await expect(indicators).toHaveAttribute('aria-expanded', 'true');
    // nothing shows yet: the visitor presses again, meaning "open", not "take back"
    await page.keyboard.press('Enter');
    await expect(indicators).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Add MACD' })).toBeFocused();
    await expect(page.getByRole('menu', { name: 'Indicators' })).toBeVisible();
    // once shown, the menu is Radix's: Escape closes it, focus back on the button, and Enter toggles as usual
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(indicators).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Indicators' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(indicators).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu whose code does not load: its place says so, and the button’s next press closes it as it would the menu', async ({ page }) => {
    // the aborted download itself is logged by the browser
    allowInjectedFault('net::ERR_CONNECTION_RESET');
    await open(page, TRADE);
    await expect(chart(page).canvas).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await settled(page);
    const failed = await failChunksHolding(page, RADIX.indicators);
    const indicators = page.getByRole('button', { name: 'Indicators' });
    const notice = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await indicators.click();
    await expect(notice).toBeVisible();
    expect(failed.length).toBeGreaterThan(0);
    await expect(indicators).toHaveAttribute('aria-expanded', 'true');
    // a second press takes it back, as it would the menu (not only Escape)
    await indicators.click();
    await expect(indicators).toHaveAttribute('aria-expanded', 'false');
    await expect(notice).toHaveCount(0);
    // from the keyboard as well: Enter opens (the notice again), Enter closes
    await indicators.focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(indicators).toHaveAttribute('aria-expanded', 'false');
    await expect(notice).toHaveCount(0);
    await expect(chart(page).canvas).toHaveAttribute('data-status', 'ready');
  });
});

test.describe('chart on the trade page (logged in)', () => {
  /** One page load: the alerts list's first use first (its scripts must not be in the page before it), then an alert set and deleted. */
  test('the alerts list loads on first use and opens from the keyboard; a price alert set from the context menu is listed and handed to the chart as a line, and can be deleted; the state is saved to the API', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const scripts = scriptsFetched(page);
    await logIn(page, 'trader@demo.test', { at: TRADE });
    const { pane, canvas } = chart(page);
    await expect(canvas).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    const button = pane.getByRole('button', { name: /^Alerts \(\d+\)$/ });

    await test.step('the alerts list loads on first use: Enter on its button opens it at once with focus inside, Escape gives focus back; axe with it open', async () => {
      await settled(page);
      expect(holding(await scripts(), 'alerts', 'menu', 'popper'), 'Radix popover and menus in the first load').toEqual([]);
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      const list = page.getByRole('dialog', { name: 'Price alerts for BTC/USDT' });
      await expect(list).toBeVisible();
      await expect(list.getByRole('heading', { name: 'Price alerts for BTC/USDT' })).toBeVisible();
      await expect.poll(() => list.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(holding(await scripts(), 'alerts'), 'the alerts popover, on demand').toHaveLength(1);
      // its accessibility is checked in the next step, with an alert in it
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('a price alert set from the context menu is listed and handed to the chart as a line, and can be deleted; the state is saved to the API', async () => {
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 40);
      await page.mouse.click(box.x + box.width / 2, box.y + 40, { button: 'right' });
      const set = page.getByRole('menuitem', { name: /^Set price alert at \d/ });
      const price = (await set.textContent())!.replace('Set price alert at ', '');
      await set.click();
      await expect(pane.getByRole('status')).toHaveText(`Alert set at ${price}.`);
      await button.click();
      const remove = page.getByRole('button', { name: `Delete the alert at ${price}` });
      await expect(remove).toBeVisible();
      await expect(canvas).toHaveAttribute('data-alert-lines', '1');
      await expectNoAxeViolations(page, 'chart: price alerts list open, with an alert (logged in)');
      await remove.click();
      await expect(remove).toBeHidden();
      await expect(canvas).toHaveAttribute('data-alert-lines', '0');
      await page.keyboard.press('Escape');

      // the resolution is saved to the API (2 s after the change) and restored over local storage; a
      // change from what the account has saved (a retry, or a second run on the same database, finds
      // the 4 hours the first one saved: choosing it again would change nothing and save nothing)
      const interval = pane.getByLabel('Interval');
      const [label, value] = (await interval.inputValue()) === '240' ? ['1 hour', '60'] : ['4 hours', '240'];
      const saved = page.waitForResponse((r) => r.url().includes('/apiw/v2/chart/state') && r.request().method() === 'POST');
      await interval.selectOption({ label });
      await saved;
      await page.evaluate(() => window.localStorage.clear());
      await page.reload();
      await expect(chart(page).pane.getByLabel('Interval')).toHaveValue(value);
    });
  });
});

/** The colour of the chart's background (a pixel in the corner of its bottom canvas) as [r, g, b]. */
async function chartBackground(page: Page): Promise<number[]> {
  return chart(page).canvas.evaluate((root) => {
    for (const canvas of root.querySelectorAll('canvas')) {
      const pixel = canvas.getContext('2d')?.getImageData(2, 2, 1, 1).data;
      if (pixel && pixel[3] === 255) return [pixel[0] ?? 0, pixel[1] ?? 0, pixel[2] ?? 0];
    }
    return [];
  });
}
const brightness = (rgb: number[]) => rgb.reduce((sum, v) => sum + v, 0) / 3;

test.describe('chart on the trade page (logged in, dark theme)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an alert the simulator crosses fires into the bell; the chart follows the theme switch; axe in dark', async ({ page }) => {
    test.setTimeout(90_000);
    // not the trader: notifications.e2e marks the trader's notices read, maybe while this runs on the other worker
    await logIn(page, 'newbie@demo.test', { at: null });
    await page.context().addCookies([{ name: 'theme', value: '2', url: siteUrl('main', '/') }]);
    await open(page, siteUrl('main', TRADE));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(chart(page).canvas).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await expect.poll(async () => brightness(await chartBackground(page))).toBeLessThan(80);
    await expectNoAxeViolations(page, 'chart: trade page in the dark theme (logged in)');

    const bell = page.locator('header').getByRole('link', { name: /^Notifications/ });
    const unread = async () => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? (await bell.innerText()))?.[1] ?? 0);
    const before = await unread();
    // one price step above and one below the last price: the walk's next move crosses one of them
    // (one alert above alone waited on a walk that could drift down for the whole wait). A tick
    // between reading the price and setting them can put both on one side (each takes its direction
    // from the price when set) and the walk may drift away: then a new pair around the new price.
    const setAlertsAroundPrice = () =>
      page.evaluate(async () => {
        const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const info = (await (await fetch('/apiw/v2/spot/pair_info?pair=BTC_USDT')).json()) as { data: { last: string; price_decimals: number } };
        const step = 10 ** -info.data.price_decimals;
        const statuses: number[] = [];
        for (const price of [Number(info.data.last) + step, Number(info.data.last) - step]) {
          const answer = await fetch('/apiw/v2/alerts', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', csrftoken: csrf },
            body: new URLSearchParams({ pair: 'BTC_USDT', price: price.toFixed(info.data.price_decimals) }),
          });
          statuses.push(answer.status);
        }
        return statuses;
      });
    await expect(async () => {
      expect(await setAlertsAroundPrice()).toEqual([200, 200]);
      await expect.poll(unread, { timeout: 10_000 }).toBeGreaterThan(before);
    }).toPass({ timeout: 45_000 });
    await expect(page.getByRole('status').filter({ hasText: /New notification: Price alert: BTC_USDT/ })).toBeAttached();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(async () => brightness(await chartBackground(page))).toBeGreaterThan(200);
  });
});
