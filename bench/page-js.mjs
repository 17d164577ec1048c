// The first-load JavaScript of a page, as every bench measures it (bench/run.mjs, bench/first-load-js.mjs).
import { gzipSync } from 'node:zlib';

/**
 * Sum of the gzipped sizes (level 9) of every script the page loads before the network is idle,
 * in a fresh browser context (with `cookie` as a request header when given), and whether the chart
 * library is among them (its licence banner is stripped from the build; the id of its attribution
 * logo is its own): it must load only where a chart is shown.
 */
export async function firstLoadJs(browser, pageUrl, cookie) {
  const context = await browser.newContext(cookie ? { extraHTTPHeaders: { cookie } } : {});
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  const gz = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  const chartLib = scripts.some((body) => body.includes('tv-attr-logo'));
  return { kib: gz / 1024, files: scripts.length, chartLib };
}
