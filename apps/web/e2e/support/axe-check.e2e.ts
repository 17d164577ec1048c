import { writeFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, surfaceClaim, test } from './fixtures';

/**
 * The axe check every browser test uses (fixtures.ts) fails when it should: a violation in the page,
 * one in a frame of it, and one that appears after a first check of the same page (axe is then
 * already in the document and runs again over what changed). No server: the pages are answered
 * here, on an origin of their own (axe asks a frame only from a page with a real origin).
 */
const ORIGIN = 'http://axe-check.test';
const page = (body: string) => `<!doctype html><html lang="en"><head><title>axe check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test('the axe check passes a clean page and names the violations of the page, of its frames, and of a change after a first check', async ({ page: tab }) => {
  let html = '';
  await tab.route(`${ORIGIN}/`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const show = async (body: string) => {
    html = page(body);
    await tab.goto(`${ORIGIN}/`);
  };
  await show('<p>Nothing wrong here.</p>');
  await expectNoAxeViolations(tab, 'axe check: a clean page');

  // a button without a name, added to the page already checked
  await tab.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button type="button"></button>'));
  await expect(expectNoAxeViolations(tab, 'axe check: a button without a name')).rejects.toThrow(/button-name: [^\n]*button/);

  // an image without a text alternative inside a same-origin frame
  await show(`<iframe title="inner" srcdoc="${page('<img src=&quot;data:image/gif;base64,R0lGODlhAQABAAAAACw=&quot;>').replace(/"/g, '&quot;')}"></iframe>`);
  await expect.poll(() => tab.frames().length).toBe(2);
  await tab.frames()[1]!.waitForLoadState();
  await expect(expectNoAxeViolations(tab, 'axe check: an image without a text alternative in a frame')).rejects.toThrow(/image-alt: iframe [^\n]*img/);
});

test('a surface is checked once in a run: a test naming one another test checked fails, naming that test', async ({ page: tab }) => {
  writeFileSync(surfaceClaim('axe check: claimed elsewhere'), 'e2e/features/other.e2e.ts:12 another test');
  await expect(expectNoAxeViolations(tab, 'axe check: claimed elsewhere')).rejects.toThrow(
    'the accessibility of "axe check: claimed elsewhere" is checked already, by e2e/features/other.e2e.ts:12 another test',
  );
});
