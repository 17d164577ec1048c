// The first-load JavaScript of a page, as every bench measures it (bench/run.mjs, bench/first-load-js.mjs).
import { gzipSync } from 'node:zlib';

/**
 * Sum of the gzipped sizes (level 9) of every script the page loads before the network is idle,
 * in a fresh browser context (with `cookie` as a request header when given), and whether the chart
 * library is among them (its licence banner is stripped from the build; the id of its attribution
 * logo is its own): it must load only where a chart is shown. `htmlKib`: the part the page's HTML
 * names (what hydration waits for); the rest loaded on demand once the page ran (islands, the API
 * contract with a page's first call, the chart).
 */
export async function firstLoadJs(browser, pageUrl, cookie) {
  const context = await browser.newContext(cookie ? { extraHTTPHeaders: { cookie } } : {});
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(
        response.body().then(
          (body) => ({ path: new URL(response.url()).pathname, body }),
          () => ({ path: '', body: Buffer.alloc(0) }),
        ),
      );
  });
  const documentResponse = await page.goto(pageUrl, { waitUntil: 'networkidle' });
  const html = documentResponse ? await documentResponse.text() : '';
  const named = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1], pageUrl).pathname));
  const scripts = await Promise.all(bodies);
  await context.close();
  const gzOf = (list) => list.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);
  const chartLib = scripts.some(({ body }) => body.includes('tv-attr-logo'));
  return { kib: gzOf(scripts) / 1024, htmlKib: gzOf(scripts.filter(({ path }) => named.has(path))) / 1024, files: scripts.length, chartLib };
}
