import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_LINKS, HTML_PAYLOADS } from '../../../e2e/security/xss-corpus';
import { href } from '@/lib/nav/href';
import { ownSiteLink } from './own-site-link';
import { safeReturnPath } from './safe-redirect';
import { BLOCK_TAGS, INLINE_TAGS, sanitizeHtml } from './sanitize-html';

vi.mock('server-only', () => ({}));

/** The pure defences against the browser test's corpus (e2e/security/xss-corpus.ts), payload by payload. */
const HOSTS = ['localhost', 'www.example-exchange.com'];
const FORBIDDEN_TAGS =
  /<(script|style|svg|math|template|iframe|object|embed|base|meta|link|form|img|input|video|audio|source|details|textarea|noscript|body)\b/i;

describe.each([
  ['inline tags', INLINE_TAGS],
  ['block tags', BLOCK_TAGS],
])('sanitizeHtml over the corpus (%s)', (_label, tags) => {
  it.each(HTML_PAYLOADS.map((x) => [x.id, x.name, x.text] as const))('#%i %s', (_id, _name, text) => {
    const out = sanitizeHtml(text, HOSTS, tags);
    expect(out).not.toMatch(FORBIDDEN_TAGS);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/\sstyle\s*=/i);
    expect(out).not.toMatch(/\s(src|action|target|xlink:href|srcdoc)\s*=/i);
    // every link left is a same-site path or one of the own hosts
    for (const [, target] of out.matchAll(/href="([^"]*)"/g)) {
      expect(ownSiteLink(target?.replace(/&amp;/g, '&'), HOSTS), target).not.toBeNull();
    }
    // stable: sanitising the output again changes nothing (no mutation on a second parse)
    expect(sanitizeHtml(out, HOSTS, tags)).toBe(out);
  });
});

describe('links from the corpus', () => {
  it.each(HOSTILE_LINKS)('%j is no own-site link, no return path and no href', (link) => {
    expect(ownSiteLink(link, HOSTS)).toBeNull();
    expect(safeReturnPath(link, '/fallback')).toBe('/fallback');
    expect(href(link, 'en', 'en')).not.toMatch(/^\s*(javascript|data|vbscript|blob)/i);
  });
});
