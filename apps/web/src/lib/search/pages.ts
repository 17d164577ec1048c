import type { FiatSetting } from '@exchange/contract/c2c';
import { fiatHref, fiatLinkShows } from '@/lib/fiat/fiat-links';
import type { FiatDependence } from '@/lib/nav/nav-model';
import type { MenuView } from '@/lib/nav/nav-view';

/** One page of the site's navigation, as search and the palette list it (label translated on the server). */
export interface PageEntry {
  /** unique: the menu's key, and the link's */
  readonly key: string;
  readonly label: string;
  /** the menu it sits in (shown beside the label) */
  readonly section: string;
  /** with the locale prefix already (the server resolved it) */
  readonly href: string;
  /** a link that follows the visitor's fiat */
  readonly fiat?: FiatDependence;
}

/**
 * The header's menus as one list of pages: each menu with a page of its own, then its links.
 * Upcoming (EU "Stay tuned!") entries lead nowhere and are left out; a page two menus share
 * (same label and address) is listed once.
 */
export function pagesFromMenus(menus: readonly MenuView[]): PageEntry[] {
  const out: PageEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: PageEntry) => {
    const identity = `${entry.label}\n${entry.fiat?.template ?? entry.href}`;
    if (seen.has(identity)) return;
    seen.add(identity);
    out.push(entry);
  };
  for (const menu of menus) {
    if (menu.href && !menu.comingSoon) add({ key: menu.key, label: menu.label, section: menu.label, href: menu.href });
    for (const group of menu.groups) {
      for (const link of group.links) {
        if (link.comingSoon) continue;
        add({ key: `${menu.key}.${link.key}`, label: link.label, section: menu.label, href: link.href, ...(link.fiat ? { fiat: link.fiat } : {}) });
      }
    }
  }
  return out;
}

/** Where a page leads for the fiat in force; undefined when the fiat lacks the method the page needs. */
export function pageHref(page: PageEntry, fiat: string, methods: Pick<FiatSetting, 'credit_card' | 'bank_transfer' | 'p2p'>): string | undefined {
  if (!page.fiat) return page.href;
  return fiatLinkShows(page.fiat.method, methods) ? fiatHref(page.fiat.template, fiat) : undefined;
}

/** The path of an href without its locale prefix and query, lower-cased: what an English word like 'futures' matches in any language. */
function pathOf(href: string): string {
  const path = href.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return path.toLowerCase();
}

function words(text: string): string[] {
  return text.split(/[\s/&,()·・-]+/).filter(Boolean);
}

/**
 * The rank of a page for a lower-cased, trimmed query; -1 when it does not match. The label
 * first (equal, starts with, a word starts with, contains), then the menu it sits in, then its
 * English key and address, so 'futures' finds the futures pages whatever the language.
 */
export function pageRank(page: PageEntry, q: string, locale?: string): number {
  const label = page.label.toLocaleLowerCase(locale);
  if (label === q) return 0;
  if (label.startsWith(q)) return 1;
  if (words(label).some((w) => w.startsWith(q))) return 2;
  if (label.includes(q)) return 3;
  if (page.section.toLocaleLowerCase(locale).includes(q)) return 4;
  if (page.key.toLowerCase().includes(q) || pathOf(page.href).includes(q)) return 5;
  return -1;
}

/** The pages matching `query`, best first (ties keep menu order), at most `limit`. */
export function searchPages(pages: readonly PageEntry[], query: string, limit: number, locale?: string): PageEntry[] {
  const q = query.trim().toLocaleLowerCase(locale);
  if (!q) return [];
  const buckets: PageEntry[][] = [[], [], [], [], [], []];
  for (const page of pages) {
    const rank = pageRank(page, q, locale);
    if (rank >= 0) buckets[rank]?.push(page);
  }
  return buckets.flat().slice(0, limit);
}
