/**
 * The left navigation's rules (spec doc 2 §2, §4, §9): 300 px expanded, 104 px collapsed at
 * 1439 px and below, a dropdown at 992 px and below.
 */
/** The width at and below which the navigation is collapsed unless the user expands it; the widths and the 992 px dropdown live in left-nav.module.css. */
export const NAV_COLLAPSED_MAX = 1439;

export interface NavItem {
  readonly key: string;
  /** the page's path without the locale prefix */
  readonly path: string;
  /** other paths that belong to the item (a page at or below one marks it current too) */
  readonly also?: readonly string[];
}

/**
 * The item the page belongs to: the one whose path is the page's path, else the longest whose
 * path is a parent segment of it (`/reminder` for `/reminder/x`, never for `/reminders`).
 */
export function activeKey(items: readonly NavItem[], path: string): string | undefined {
  const owned = items.flatMap((item) => [item.path, ...(item.also ?? [])].map((own) => ({ key: item.key, path: own })));
  const exact = owned.find((item) => item.path === path);
  if (exact) return exact.key;
  return owned.filter((item) => item.path !== '/' && path.startsWith(`${item.path}/`)).sort((a, b) => b.path.length - a.path.length)[0]?.key;
}

/** Whether the navigation is collapsed: the user's choice, else collapsed at 1439 px and below. */
export function isCollapsed(choice: 'expanded' | 'collapsed' | null, narrow: boolean): boolean {
  return choice === null ? narrow : choice === 'collapsed';
}
