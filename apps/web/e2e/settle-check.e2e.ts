import { expect, settled, test } from './fixtures';

/**
 * The wait every browser test uses for a page's start-up requests (fixtures.ts `settled`) waits for
 * them and names one that hangs. No server: the page and its call are answered here.
 */
const ORIGIN = 'http://settle-check.test';

test('settled waits for the requests in flight and names one that hangs', async ({ page }) => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${ORIGIN}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>settle check</title></head><body><script>fetch('/slow').then((r) => r.text()).then((t) => (document.body.dataset.slow = t))</script></body></html>`,
    }),
  );
  await page.route(`${ORIGIN}/slow`, async (route) => {
    await answered;
    await route.fulfill({ contentType: 'text/plain', body: 'done' });
  });
  await page.goto(`${ORIGIN}/`);
  await expect(settled(page, 1_000)).rejects.toThrow(/did not settle in 1000 ms; in flight: GET http:\/\/settle-check\.test\/slow \(fetch, \d+ ms\)$/);
  answer();
  await settled(page);
  await expect(page.locator('body')).toHaveAttribute('data-slow', 'done');
});
