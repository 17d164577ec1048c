import 'server-only';
import DOMPurify from 'isomorphic-dompurify';
import { ownSiteLink } from './own-site-link';
import { setBounded } from '@/lib/util/bounded-map';

/** The inline tags server-supplied text may use (announcements); every attribute but a checked `href` goes. */
export const INLINE_TAGS: readonly string[] = ['a', 'b', 'strong', 'em', 'i', 'span', 'br'];
/** Inline tags plus paragraphs and lists (compliance toasts and notices). */
export const BLOCK_TAGS: readonly string[] = [...INLINE_TAGS, 'p', 'ul', 'ol', 'li'];

/**
 * Sanitised results remembered by input (the same announcement or toast reaches every render of a
 * site; DOMPurify over jsdom costs a few per cent of a home page render): at most MEMO_SIZE
 * entries, the oldest going first, and inputs over MEMO_MAX_CHARS are never kept.
 */
export const MEMO_SIZE = 256;
const MEMO_MAX_CHARS = 16_384;
const memo = new Map<string, string>();

/**
 * Server-supplied HTML (an announcement, a compliance toast) made safe to render (server only: DOMPurify over jsdom never reaches the browser bundle): only the
 * allowed inline tags survive, and a link keeps its `href` only when it stays on the site (a
 * same-site path after normalisation, or one of `ownHosts` over http(s)); any other link becomes
 * plain text. Scripts, handlers, styles, SVG and `javascript:`/`data:` URLs never survive.
 */
export function sanitizeHtml(html: string, ownHosts: readonly string[], tags: readonly string[] = INLINE_TAGS): string {
  if (html.length > MEMO_MAX_CHARS) return purifyHtml(html, ownHosts, tags);
  const key = `${tags.join(',')}\u0000${ownHosts.join(',')}\u0000${html}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const clean = purifyHtml(html, ownHosts, tags);
  setBounded(memo, key, clean, MEMO_SIZE);
  return clean;
}

function purifyHtml(html: string, ownHosts: readonly string[], tags: readonly string[]): string {
  const purify = DOMPurify;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const safe = ownSiteLink(node.getAttribute('href') ?? undefined, ownHosts);
    if (safe) node.setAttribute('href', safe.href);
    else node.removeAttribute('href');
  });
  try {
    return purify.sanitize(html, { ALLOWED_TAGS: [...tags], ALLOWED_ATTR: ['href'], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
  } finally {
    purify.removeHook('afterSanitizeAttributes');
  }
}
