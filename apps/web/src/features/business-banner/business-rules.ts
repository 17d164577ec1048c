import type { BusinessTip } from '@exchange/contract/kyc';

/**
 * The business compliance banner's pure rules (spec doc 2 §3 "Business compliance tip", §4
 * "Business banner", §8): the tip's text links woven into its content (the sanitiser runs
 * afterwards and keeps a link only on the site's own hosts), the key that remembers a closed
 * banner, and whether it shows.
 */

/** The session cookie that holds the closed banner's key. */
export const BUSINESS_TIP_CLOSED_COOKIE = 'business_tip_closed';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The content with each `text_link` key's first occurrence made a link to its target. The result
 * is NOT safe yet: it must go through the sanitiser (which drops foreign targets and any markup a
 * key or link could smuggle in).
 */
export function weaveTextLinks(content: string, links: BusinessTip['text_link']): string {
  let out = content;
  for (const { key, link } of links) {
    if (!key.trim() || !link.trim()) continue;
    const at = out.indexOf(key);
    if (at < 0) continue;
    out = `${out.slice(0, at)}<a href="${escapeAttribute(link.trim())}">${key}</a>${out.slice(at + key.length)}`;
  }
  return out;
}

/** A short, stable key of a tip's text (FNV-1a, 32 bits, hex): a changed tip shows again after a close. */
export function tipKey(tip: Pick<BusinessTip, 'title' | 'content'>): string {
  let hash = 0x811c9dc5;
  for (const char of `${tip.title}\u0000${tip.content}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Shown when it has content; a closable banner stays away once closed (same tip, same session). */
export function showsBusinessTip(tip: BusinessTip | null, safeContent: string, closedKey: string | undefined): tip is BusinessTip {
  if (!tip || !safeContent.trim()) return false;
  return tip.no_close_button || closedKey !== tipKey(tip);
}
