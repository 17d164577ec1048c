import type { MarketRow } from '@/lib/market/rows';
import type { PageEntry } from '@/lib/search/pages';

/** How many of each group the search box lists (the palette lists more). */
export const RESULT_LIMITS = { coins: 8, pages: 5, recent: 5 } as const;

export type SearchOption =
  | { readonly kind: 'coin'; readonly id: string; readonly href: string; readonly row: MarketRow }
  | { readonly kind: 'page'; readonly id: string; readonly href: string; readonly page: PageEntry }
  | { readonly kind: 'recent'; readonly id: string; readonly query: string };

export type GroupKey = 'coins' | 'pages' | 'recent';

export interface ResultGroup {
  readonly key: GroupKey;
  readonly options: readonly SearchOption[];
}

export interface Results {
  readonly groups: readonly ResultGroup[];
  /** every option in display order: what the arrow keys walk */
  readonly options: readonly SearchOption[];
}

/** An element id from free text (pairs, page keys): letters, digits, '-' and '_' only. */
export function optionId(prefix: string, kind: SearchOption['kind'], key: string): string {
  return `${prefix}-${kind}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/**
 * The box's groups for a query: coins, then pages, each cut to its limit; with an empty query,
 * the recent searches instead. Empty groups are left out (no heading without options).
 */
export function buildResults(
  query: string,
  found: {
    readonly coins: readonly { readonly row: MarketRow; readonly href: string }[];
    readonly pages: readonly { readonly page: PageEntry; readonly href: string }[];
    readonly recent: readonly string[];
  },
  prefix: string,
  limits: { readonly coins: number; readonly pages: number; readonly recent: number } = RESULT_LIMITS,
): Results {
  const groups: ResultGroup[] = [];
  if (!query.trim()) {
    const recent = found.recent.slice(0, limits.recent).map((q, i): SearchOption => ({ kind: 'recent', id: optionId(prefix, 'recent', String(i)), query: q }));
    if (recent.length) groups.push({ key: 'recent', options: recent });
  } else {
    const coins = found.coins.slice(0, limits.coins).map(({ row, href }): SearchOption => ({ kind: 'coin', id: optionId(prefix, 'coin', row.id), href, row }));
    const pages = found.pages
      .slice(0, limits.pages)
      .map(({ page, href }): SearchOption => ({ kind: 'page', id: optionId(prefix, 'page', page.key), href, page }));
    if (coins.length) groups.push({ key: 'coins', options: coins });
    if (pages.length) groups.push({ key: 'pages', options: pages });
  }
  return { groups, options: groups.flatMap((g) => g.options) };
}

export type NavKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/** The active option after a key (combobox pattern): Down and Up wrap; from none, Down is the first and Up the last. */
export function nextActive(current: number, count: number, key: NavKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
