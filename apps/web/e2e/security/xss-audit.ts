import type { Page } from '@playwright/test';
import * as appDownload from '@exchange/sites/app-download';
import * as footer from '@exchange/sites/footer';
import * as nav from '@exchange/sites/nav';
import { SITE_LIST } from '@exchange/sites/sites';
import { expect } from '../support/fixtures';

/**
 * What the XSS browser test asserts on a page (xss.e2e.ts): nothing ran (the `__xss` marker and
 * dialogs), and the DOM holds nothing that could run or leave the site.
 */

/** Every string in a value (deeply). */
function* stringsOf(value: unknown, seen = new Set<unknown>()): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) yield* stringsOf(item, seen);
  }
}

/**
 * The hosts a page may link to: the sites' own hosts (`*.localhost` and the table's hosts) and
 * every host an absolute URL in the site table, menus, footers and app-download data names
 * (social links, app stores …): data, never server answers.
 */
export const SAFE_HOSTS: readonly string[] = (() => {
  const hosts = new Set<string>(['localhost']);
  for (const site of SITE_LIST) for (const host of site.hosts) hosts.add(host);
  for (const text of stringsOf([SITE_LIST, footer, nav, appDownload])) {
    if (!/^https?:\/\//i.test(text)) continue;
    try {
      hosts.add(new URL(text).hostname);
    } catch {
      // not a URL after all
    }
  }
  return [...hosts];
})();

/** Records every `__xss(n)` call (in every frame, after every navigation) and every dialog (`alert(n)`). */
export async function watchExecution(page: Page): Promise<{ readonly hits: string[]; readonly dialogs: string[] }> {
  const hits: string[] = [];
  const dialogs: string[] = [];
  await page.exposeFunction('__xss', (n: unknown) => hits.push(String(n)));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return { hits, dialogs };
}

/**
 * The DOM's problems, as text (none expected): elements that should never be there, event
 * handler attributes, script-capable URLs, scripts without the page's nonce, and every link, form,
 * frame or resource whose host is not one of `safeHosts`. `regions` (selectors of the boxes that
 * show server text) must each exist and, inside them, hold no style, SVG, MathML, template,
 * media or form markup at all.
 */
export async function domProblems(page: Page, regions: readonly string[], safeHosts: readonly string[] = SAFE_HOSTS): Promise<string[]> {
  return page.evaluate(
    ({ regions, safeHosts }) => {
      const problems: string[] = [];
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}${[...el.attributes].map((a) => ` ${a.name}="${a.value.slice(0, 60)}"`).join('')}>`;
      const safeUrl = (raw: string, allowDataImage: boolean): boolean => {
        let url: URL;
        try {
          url = new URL(raw, document.baseURI);
        } catch {
          return false;
        }
        if (url.protocol === 'mailto:' || url.protocol === 'tel:') return true;
        if (url.protocol === 'data:') return allowDataImage && /^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/i.test(raw.trim());
        if (url.protocol === 'blob:') return url.origin === location.origin;
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
        if (url.username || url.password) return false;
        // an own host must be on this port: another port of localhost is another server
        if (url.hostname === location.hostname || url.hostname.endsWith('.localhost') || url.hostname === 'localhost') {
          return url.port === location.port || url.origin === location.origin;
        }
        return safeHosts.includes(url.hostname);
      };
      // the document base is the page itself: an injected <base> would move every relative link
      if (document.baseURI !== location.href) problems.push(`document base moved to ${document.baseURI}`);
      for (const el of document.querySelectorAll('iframe[srcdoc], object, embed, base, meta[http-equiv], applet, frame, frameset, portal')) {
        problems.push(`forbidden element ${describe(el)}`);
      }
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) problems.push(`handler attribute ${describe(el)}`);
          if (/^\s*(javascript|vbscript|livescript)\s*:/i.test(attr.value.replace(/[\t\n\r]/g, '')) || /^\s*data:text\/html/i.test(attr.value)) {
            problems.push(`script-capable value in ${name}: ${describe(el)}`);
          }
        }
      }
      for (const el of document.querySelectorAll('script')) {
        const type = (el.getAttribute('type') ?? '').toLowerCase();
        const runs = type === '' || type === 'module' || /javascript|ecmascript/.test(type);
        // an inline script must carry the page's nonce; one with a source (the framework's chunks,
        // trusted through 'strict-dynamic') must come from this site
        if (runs && !el.src && !el.nonce) problems.push(`inline script without the page's nonce ${describe(el)}`);
        if (el.src && new URL(el.src, document.baseURI).origin !== location.origin) problems.push(`script from elsewhere ${describe(el)}`);
      }
      const urlAttrs: [string, string, boolean][] = [
        ['a[href], area[href]', 'href', false],
        ['form[action]', 'action', false],
        ['[formaction]', 'formaction', false],
        ['iframe[src], frame[src]', 'src', false],
        ['img[src], source[src], video[src], audio[src], track[src], input[src]', 'src', true],
        ['video[poster]', 'poster', true],
        ['link[href]', 'href', true],
      ];
      for (const [selector, attr, dataImage] of urlAttrs) {
        for (const el of document.querySelectorAll(selector)) {
          const value = el.getAttribute(attr) ?? '';
          if (!safeUrl(value, dataImage)) problems.push(`${attr} leaves the site: ${describe(el)}`);
        }
      }
      for (const el of document.querySelectorAll('[srcset]')) {
        for (const part of (el.getAttribute('srcset') ?? '').split(',')) {
          const url = part.trim().split(/\s+/)[0] ?? '';
          if (url && !safeUrl(url, true)) problems.push(`srcset leaves the site: ${describe(el)}`);
        }
      }
      for (const el of document.querySelectorAll('a')) {
        const link = el.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
        if (link !== null) problems.push(`xlink:href ${describe(el)}`);
      }
      for (const selector of regions) {
        const boxes = document.querySelectorAll(selector);
        if (boxes.length === 0) problems.push(`region ${selector} is not on the page`);
        for (const box of boxes) {
          for (const el of box.querySelectorAll(
            'script, style, svg, math, template, img, picture, video, audio, source, input, textarea, select, form, details, iframe, link, noscript, marquee',
          )) {
            problems.push(`in ${selector}: ${describe(el)}`);
          }
          for (const el of box.querySelectorAll('[style]')) {
            // the announcement's marquee sets its own custom properties; server text never brings a style
            if (!/^(--marquee-[a-z]+:[^;]*;?\s*)+$/.test(el.getAttribute('style') ?? '')) problems.push(`style attribute in ${selector}: ${describe(el)}`);
          }
        }
      }
      return problems;
    },
    { regions, safeHosts },
  );
}

/** Nothing ran, and the DOM (regions included) is clean. */
export async function expectClean(
  page: Page,
  seen: { readonly hits: string[]; readonly dialogs: string[] },
  regions: readonly string[],
  label: string,
): Promise<void> {
  expect(await domProblems(page, regions), `${label}: DOM`).toEqual([]);
  expect(seen.hits, `${label}: __xss calls`).toEqual([]);
  expect(seen.dialogs, `${label}: dialogs`).toEqual([]);
}

/** The URL is on one of the sites' own hosts (`localhost` or `*.localhost`, over http, on the test's port). */
export function expectOwnUrl(url: string, port: number, label: string): void {
  const parsed = new URL(url);
  const own = parsed.protocol === 'http:' && (parsed.hostname === 'localhost' || parsed.hostname.endsWith('.localhost')) && parsed.port === String(port);
  expect(own, `${label}: ${url}`).toBe(true);
}
