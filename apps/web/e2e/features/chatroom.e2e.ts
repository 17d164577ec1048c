import type { Page } from '@playwright/test';
import {
  allowHttpError,
  allowHttpErrorWhile,
  expect,
  expectNoAxeViolations,
  holdPageScripts,
  hydrated,
  open,
  signUpFresh,
  siteUrl,
  test,
} from '../support/fixtures';

/** The chatroom: launcher, floating window (iframe of the embedded page), live messages, the full page; against the reference API. */

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat', exact: true });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Chatroom' });
const frame = (page: Page) => page.frameLocator('iframe[title="Chatroom messages"]');
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/** Opens the window from the launcher, on a page that has hydrated (`open`, `hydrated`). */
async function openWindow(page: Page) {
  await launcher(page).click();
  await expect(chatWindow(page)).toHaveAttribute('data-state', 'visible');
}

async function boxOf(page: Page) {
  const box = await chatWindow(page).boundingBox();
  if (!box) throw new Error('no chatroom window');
  return box;
}

test.describe('chatroom window', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens with the history and a log-in prompt for guests; moves by drag and keys; keeps position and open state over a reload; not on a site without the chatroom, on log-in pages or below 768 px', async ({
    page,
    consoleErrors,
  }) => {
    await open(page, siteUrl('main', '/'));

    await test.step('opens with the history and a log-in prompt for guests; moves by drag and keys; keeps position and open state over a reload', async () => {
      await openWindow(page);
      await expect(frame(page).getByText('Have a good evening everyone!')).toBeVisible();
      await expect(frame(page).getByText('Log in to join the conversation.')).toBeVisible();
      await expect(frame(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?return_to=%2Fgroupchat%2Fchatroom');
      await expect(frame(page).getByRole('textbox')).toHaveCount(0);
      const start = await boxOf(page);
      expect([start.width, start.height]).toEqual([360, 700]);
      expect([start.x, start.y]).toEqual([1440 - 360 - 16, 900 - 700 - 16]);
      expect(await stored(page, 'chatroom_open')).toBe('1');
      await expectNoAxeViolations(page, 'chatroom: floating window open (guest, desktop)');

      // drag the title bar
      const handle = chatWindow(page).getByRole('button', { name: 'Chatroom', exact: true });
      await expect(handle).toBeFocused();
      const grip = await handle.boundingBox();
      if (!grip) throw new Error('no title bar');
      await page.mouse.move(grip.x + 40, grip.y + grip.height / 2);
      await page.mouse.down();
      await page.mouse.move(grip.x + 40 - 200, grip.y + grip.height / 2 - 100, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => [(await boxOf(page)).x, (await boxOf(page)).y]).toEqual([start.x - 200, start.y - 100]);
      // and the arrow keys (Shift: 50 px); it never leaves the screen
      await handle.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('Shift+ArrowUp');
      await expect.poll(async () => [(await boxOf(page)).x, (await boxOf(page)).y]).toEqual([start.x - 210, 0]);
      expect(JSON.parse((await stored(page, 'chatroom_position')) ?? 'null')).toEqual([start.x - 210, 0]);

      await page.reload();
      await hydrated(page);
      await expect(chatWindow(page)).toHaveAttribute('data-state', 'visible');
      expect([(await boxOf(page)).x, (await boxOf(page)).y]).toEqual([start.x - 210, 0]);
      await expect(frame(page).getByText('Have a good evening everyone!')).toBeVisible();

      // closing unmounts the window and gives focus back to the launcher; it stays closed over a reload
      await chatWindow(page).getByRole('button', { name: 'Close chatroom' }).click();
      await expect(chatWindow(page)).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(launcher(page)).toBeFocused();
      await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await stored(page, 'chatroom_open')).toBe('0');
      await page.reload();
      await hydrated(page);
      await expect(launcher(page)).toBeVisible();
      await expect(chatWindow(page)).toHaveCount(0);

      // a stored position that is not an array of two numbers: the default
      await page.evaluate(() => window.localStorage.setItem('chatroom_position', '{"x":5,"y":5}'));
      await openWindow(page);
      expect([(await boxOf(page)).x, (await boxOf(page)).y]).toEqual([start.x, start.y]);
      // Escape closes it
      await chatWindow(page).getByRole('button', { name: 'Chatroom', exact: true }).press('Escape');
      await expect(chatWindow(page)).toHaveCount(0);
    });

    await test.step('not on a site without the chatroom, on log-in pages or below 768 px', async () => {
      await page.evaluate(() => window.localStorage.setItem('chatroom_open', '1'));
      await page.goto(siteUrl('main', '/login'));
      await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
      await expect(launcher(page)).toHaveCount(0);
      await expect(chatWindow(page)).toHaveCount(0);

      await page.goto(siteUrl('tr', '/'));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(launcher(page)).toHaveCount(0);
      await allowHttpErrorWhile(consoleErrors, 404, async () => {
        const tr = await page.goto(siteUrl('tr', '/groupchat/chatroom'));
        expect(tr?.status()).toBe(404);
      });

      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, siteUrl('main', '/'));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(launcher(page)).toHaveCount(0);
      await expect(chatWindow(page)).toHaveCount(0);
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(chatWindow(page)).toBeVisible(); // wide enough again: the flag was open all along
    });
  });

  test('a logged-in user posts; the message shows live in another visitor’s window, as text; limits are shown', async ({ page, browser }) => {
    allowHttpError(429);
    const guestContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const guest = await guestContext.newPage();
    await open(guest, siteUrl('main', '/price'));
    await openWindow(guest);
    await expect(frame(guest).locator('[data-live="on"]')).toBeVisible();

    // an account of its own: the limits count each user's messages, and a retry (or a second run over
    // one database) must not start within the first one's ten seconds
    await signUpFresh(page, { at: '/groupchat/chatroom' });
    await expect(page.getByRole('heading', { level: 1, name: 'Chatroom' })).toBeVisible();
    await expect(page.locator('[data-live="on"]')).toBeVisible();
    await expect(launcher(page)).toHaveCount(0); // not over the chatroom page itself
    const box = page.getByRole('textbox', { name: 'Message' });
    const hostile = `<img src=x onerror="window.__pwned=1"> hi <b>all</b> ${Date.now()}`;
    await box.fill(hostile);
    await expect(page.getByText(`${[...hostile].length}/500`)).toBeVisible();
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(hostile, { exact: true })).toBeVisible();
    await expect(frame(guest).getByText(hostile, { exact: true })).toBeVisible();
    await expect(frame(guest).locator('[role=log] img, [role=log] b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await guest.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoAxeViolations(page, 'chatroom: page with a posted message (logged in)');

    // too long: counted, refused before sending
    await box.fill('x'.repeat(501));
    await expect(page.getByText('501/500')).toBeVisible();
    await expect(page.getByText('Messages can be at most 500 characters long.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

    // too fast: the sixth message in ten seconds is refused by the API
    for (let i = 1; i <= 4; i += 1) {
      await box.fill(`quick ${i}`);
      await box.press('Enter');
      await expect(box).toHaveValue('');
    }
    await box.fill('one too many');
    await box.press('Enter');
    await expect(page.getByText('You are sending messages too fast. Wait a few seconds and try again.')).toBeVisible();
    await expect(box).toHaveValue('one too many');
    await guestContext.close();
  });

  test('a message typed before the page’s code ran is kept (not cleared by hydration), and Enter then sends it', async ({ page }) => {
    await signUpFresh(page, { at: null });
    const release = await holdPageScripts(page);
    await page.goto(siteUrl('main', '/groupchat/chatroom'), { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('textbox', { name: 'Message' });
    const text = `typed early ${Date.now()}`;
    await box.fill(text);
    // nothing can send yet: the Enter only breaks the line
    await box.press('Enter');
    await release();
    await expect(page.locator('[data-live="on"]')).toBeVisible();
    await expect(page.getByText(`${[...text].length}/500`)).toBeVisible();
    await expect(box).toHaveValue(text);
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(text, { exact: true })).toHaveCount(0);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(log.getByText(text, { exact: true })).toBeVisible();
  });

  test('the embedded page has no site chrome and only it may be framed, by this origin', async ({ page, request }) => {
    await page.goto(siteUrl('main', '/groupchat/chatroom?platform=web'));
    await expect(page.getByText('Have a good evening everyone!')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(launcher(page)).toHaveCount(0);

    const embedded = await request.get(siteUrl('main', '/groupchat/chatroom?platform=web'));
    expect(embedded.headers()['x-frame-options']).toBe('SAMEORIGIN');
    const policies = embedded.headers()['content-security-policy'] ?? '';
    expect(policies).toContain("frame-ancestors 'self'");
    expect(policies).not.toContain("frame-ancestors 'none'");
    const zh = await request.get(siteUrl('main', '/zh/groupchat/chatroom?platform=web'));
    expect(zh.headers()['x-frame-options']).toBe('SAMEORIGIN');
    for (const path of ['/groupchat/chatroom', '/', '/groupchat/chatroom?platform=app']) {
      const res = await request.get(siteUrl('main', path));
      expect(res.headers()['x-frame-options'], path).toBe('DENY');
      expect(res.headers()['content-security-policy'], path).not.toContain("frame-ancestors 'self'");
    }
  });
});
