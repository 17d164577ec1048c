import type { ComplianceToast } from '@exchange/contract/compliance';
import { ownSiteLink } from '@/lib/security/own-site-link';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * A server-configured toast's content with its text links put in (spec doc 2 §3 `text_link`): each
 * occurrence of a link's `key` text becomes a link to its target, only when the target stays on
 * the site's own hosts; otherwise the text stays plain. The result still goes through the
 * sanitiser (which checks every `href` again).
 */
export function withTextLinks(content: string, links: ComplianceToast['text_link'], ownHosts: readonly string[]): string {
  let html = content;
  for (const { key, link } of links) {
    const target = ownSiteLink(link, ownHosts);
    const text = escapeHtml(key);
    if (!target || !text) continue;
    html = html.split(text).join(`<a href="${escapeHtml(target.href)}">${text}</a>`);
  }
  return html;
}

/** The toast's buttons: its own labels when given (server text, rendered as text), else ours; the OK target only on own hosts. */
export function toastButtons(
  toast: Pick<ComplianceToast, 'ok_button' | 'cancel_button' | 'ok_button_router'>,
  ownHosts: readonly string[],
  defaults: { readonly ok: string },
): { readonly ok: string; readonly cancel: string | null; readonly okHref: string | null } {
  return {
    ok: toast.ok_button.trim() || defaults.ok,
    cancel: toast.cancel_button.trim() || null,
    okHref: ownSiteLink(toast.ok_button_router, ownHosts)?.href ?? null,
  };
}
