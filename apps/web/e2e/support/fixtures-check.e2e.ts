import { describeScene, expect, settled, test } from './fixtures';

/**
 * Helpers of fixtures.ts checked: the wait every browser test uses for a page's start-up requests
 * (`settled`) waits for them and names one that hangs; what a failed test prints of its page
 * (`describeScene`) names the open dialog and the focus. No server: the pages are answered here,
 * one after another in one tab.
 */
const ORIGIN = 'http://fixtures-check.test';

test('settled waits for its requests; describeScene reads the page, and gives up on a busy one', async ({ page }) => {
  await test.step('settled waits for the requests in flight and names one that hangs', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${ORIGIN}/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>fixtures check</title></head><body><script>fetch('/slow').then((r) => r.text()).then((t) => (document.body.dataset.slow = t))</script></body></html>`,
      }),
    );
    await page.route(`${ORIGIN}/slow`, async (route) => {
      await answered;
      await route.fulfill({ contentType: 'text/plain', body: 'done' });
    });
    await page.goto(`${ORIGIN}/`);
    await expect(settled(page, 1_000)).rejects.toThrow(/did not settle in 1000 ms; in flight: GET http:\/\/fixtures-check\.test\/slow \(fetch, \d+ ms\)$/);
    answer();
    await settled(page);
    await expect(page.locator('body')).toHaveAttribute('data-slow', 'done');
  });

  await test.step('describeScene names the page, its size, the focus, the dialogs and what the accessibility tree holds', async () => {
    await page.route(`${ORIGIN}/scene`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>fixtures check</title></head><body><main><h1>Behind</h1></main><div role="dialog" aria-labelledby="t" data-state="open"><h2 id="t">Hello</h2><button type="button" autofocus>Go on</button></div></body></html>`,
      }),
    );
    await page.setViewportSize({ width: 400, height: 700 });
    await page.goto(`${ORIGIN}/scene`);
    await page.getByRole('button', { name: 'Go on' }).focus();
    const scene = await describeScene(page);
    expect(scene).toContain(`${ORIGIN}/scene at 400×700; focus on button "Go on"`);
    expect(scene).toContain('dialogs: Hello [open]');
    expect(scene).toContain('- dialog "Hello"');
    expect(scene).toContain('- heading "Behind" [level=1]');
  });

  await test.step('describeScene gives up on a page whose main thread is busy, and says so', async () => {
    await page.route(`${ORIGIN}/busy`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>busy</title></head><body></body></html>' }),
    );
    await page.goto(`${ORIGIN}/busy`);
    // busy for 1.5 s from the next task on, then idle again
    await page.evaluate(
      () =>
        void setTimeout(() => {
          const end = Date.now() + 1_500;
          while (Date.now() < end);
        }, 0),
    );
    expect(await describeScene(page, 300)).toBe(`--- the page as the test failed: ${ORIGIN}/busy, not readable (no answer in 300 ms)`);
  });
});
