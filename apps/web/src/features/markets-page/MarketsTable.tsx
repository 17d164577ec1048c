'use client';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { FiatContext } from '@/lib/market/prices';
import type { MarketRow } from '@/lib/market/rows';
import { ariaSort, nextSort, SORT_KEYS, type Sort, type SortKey } from '@/lib/market/sort';
import { useRowLink } from '@/lib/nav/trade-links';
import { MarketRowView } from './MarketRowView';
import styles from './markets-page.module.css';

/** Row height (px) and rows kept beyond the screen on each side. */
export const PAGE_ROW_PX = 64;
const OVERSCAN = 10;

const LABEL: Record<SortKey, 'lastPrice' | 'change' | 'volume'> = { price: 'lastPrice', change: 'change', volume: 'volume' };

interface Props {
  readonly label: string;
  readonly rows: readonly MarketRow[];
  /** the server-rendered first rows, shown as they are until the full list is here */
  readonly virtual: boolean;
  readonly sort: Sort | null;
  readonly onSort: (sort: Sort | null) => void;
  /** the rows are still those of the previous filters or sort (they follow a render later): aria-busy */
  readonly updating?: boolean;
  readonly favorites: ReadonlySet<string>;
  readonly onToggle: (pair: string) => void;
  readonly fiat: FiatContext;
  readonly locale: string;
}

/**
 * Every market in one table (role table: sortable headers with aria-sort; aria-rowcount and
 * aria-rowindex count all rows while only those near the screen exist), virtualised against the
 * window's scroll so the page scrolls as one.
 */
export function MarketsTable({ label, rows, virtual, sort, onSort, updating = false, favorites, onToggle, fiat, locale }: Props) {
  const t = useTranslations('markets');
  const tp = useTranslations('pricePage');
  const link = useRowLink();
  const body = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const el = body.current;
    if (el) setMargin(el.getBoundingClientRect().top + window.scrollY);
  }, [virtual]);
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize: () => PAGE_ROW_PX, overscan: OVERSCAN, scrollMargin: margin });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const row = (r: MarketRow, i: number, top?: number) => (
    <MarketRowView
      key={r.id}
      row={r}
      rowIndex={i + 2}
      href={link(r.path)}
      locale={locale}
      fiat={fiat}
      favorite={favorites.has(r.id)}
      onToggle={onToggle}
      {...(top === undefined ? {} : { top })}
    />
  );
  return (
    <div role="table" aria-label={label} aria-rowcount={rows.length + 1} aria-busy={updating || undefined} className={styles.table}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={`${styles.grid} ${styles.head}`}>
          <span role="columnheader" className={styles.starCell}>
            <span className="visually-hidden">{tp('favoriteColumn')}</span>
          </span>
          <span role="columnheader">{t('pair')}</span>
          {SORT_KEYS.map((key) => (
            <span key={key} role="columnheader" aria-sort={ariaSort(sort, key)} className={`${styles.end}${key === 'volume' ? ` ${styles.volume}` : ''}`}>
              <button type="button" className={styles.sortButton} onClick={() => onSort(nextSort(sort, key))}>
                {t(LABEL[key])}
                <span aria-hidden="true" className={styles.sortMark}>
                  {sort?.key === key ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                </span>
              </button>
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" ref={body} className={styles.body} style={virtual ? { blockSize: virtualizer.getTotalSize() } : undefined}>
        {virtual
          ? items.map((item) => {
              const r = rows[item.index];
              return r ? row(r, item.index, item.start - margin) : null;
            })
          : rows.map((r, i) => row(r, i))}
      </div>
    </div>
  );
}
