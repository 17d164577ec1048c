import type { MarketRow } from './rows';

/** Sorting a coin list by a column (beyond the spec: what every exchange's list offers). */
export const SORT_KEYS = ['price', 'change', 'volume'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  readonly key: SortKey;
  readonly dir: 'asc' | 'desc';
}

const FIELD: Record<SortKey, (row: MarketRow) => string> = {
  price: (row) => row.rate,
  change: (row) => row.change,
  volume: (row) => row.volume,
};

function numberOf(text: string): number | undefined {
  if (!text) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** A column's value of a row, when a surface compares something else than the row's text (the markets page: USD values). */
export type SortValue = (row: MarketRow, key: SortKey) => number | undefined;
const textValue: SortValue = (row, key) => numberOf(FIELD[key](row));

/** Rows by a column; rows without a value (a pre-market coin has no price) go last either way. Stable. */
export function sortRows(rows: readonly MarketRow[], sort: Sort | null, value: SortValue = textValue): MarketRow[] {
  if (!sort) return [...rows];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row, sort.key) }))
    .sort((a, b) => {
      if (a.v === undefined || b.v === undefined) return a.v === b.v ? a.i - b.i : a.v === undefined ? 1 : -1;
      return (a.v - b.v) * sign || a.i - b.i;
    })
    .map((x) => x.row);
}

/** A header click: a new column sorts high to low first; the same column flips to low to high, then back to the list's own order. */
export function nextSort(current: Sort | null, key: SortKey): Sort | null {
  if (!current || current.key !== key) return { key, dir: 'desc' };
  return current.dir === 'desc' ? { key, dir: 'asc' } : null;
}

/** The column header's aria-sort. */
export function ariaSort(current: Sort | null, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (!current || current.key !== key) return 'none';
  return current.dir === 'asc' ? 'ascending' : 'descending';
}
