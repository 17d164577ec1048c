'use client';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useHref } from '@/lib/request/client-context';
import type { FiatContext } from '@/lib/market/prices';
import type { MarketRow } from '@/lib/market/rows';
import { CoinRow } from './CoinRow';
import { LIST_HEIGHT_PX, OVERSCAN_ROWS, ROW_HEIGHT_PX } from './constants';
import { nextIndex, tabStop } from './keyboard';
import { viewAllPath, type ListKind } from './panel-tabs';
import { ariaSort, nextSort, type Sort, type SortKey } from '@/lib/market/sort';
import { shouldShowViewAll, throttle } from './view-all';
import styles from './coin-panels.module.css';

export interface CoinTableHandle {
  /** moves the list's focus to a row (scrolling it into view) */
  readonly focusRow: (index: number) => void;
}

interface CoinTableProps {
  readonly ref?: Ref<CoinTableHandle>;
  readonly label: string;
  /** undefined while the rows load */
  readonly rows: readonly MarketRow[] | undefined;
  readonly list: ListKind;
  readonly sort: Sort | null;
  readonly onSort: (sort: Sort | null) => void;
  readonly favorites: ReadonlySet<string>;
  /** stars are shown when the list's rows can be favourites */
  readonly onToggle?: (id: string) => void;
  readonly fiatContext: FiatContext;
  readonly nowS: number;
  readonly live: boolean;
}

const SORT_LABELS: Record<SortKey, 'lastPrice' | 'change' | 'volume'> = { price: 'lastPrice', change: 'change', volume: 'volume' };

/**
 * A coin list as a table (role table: sortable column headers with aria-sort, rows counted by
 * aria-rowcount/aria-rowindex while only the visible ones exist), virtualised: 52 px rows in a
 * 530 px list with 9 rows of overscan, so 2,700 rows keep ~30 in the DOM. The row links take one
 * Tab stop (roving tabindex); Up/Down, Page Up/Down, Home and End move between them.
 */
export function CoinTable({ ref, label, rows, list, sort, onSort, favorites, onToggle, fiatContext, nowS, live }: CoinTableProps) {
  const t = useTranslations('markets');
  const tp = useTranslations('coinPanels');
  const to = useHref();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [viewAll, setViewAll] = useState(false);
  /** a row to focus once it is rendered (after the virtualiser scrolled to it) */
  const pendingFocus = useRef<number | undefined>(undefined);
  const count = rows?.length ?? 0;
  // the table re-renders on each change of the virtualiser's window: nothing here wants memoising
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: LIST_HEIGHT_PX },
  });
  const onScroll = useMemo(() => throttle((top: number) => setViewAll(shouldShowViewAll(top))), []);
  useEffect(() => () => onScroll.cancel(), [onScroll]);

  const items = virtualizer.getVirtualItems();
  const stop = tabStop(
    Math.min(active, count - 1),
    items.map((item) => item.index),
  );

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === undefined) return;
    const link = scroller.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (link) {
      pendingFocus.current = undefined;
      link.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    if (count === 0) return;
    setActive(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const link = scroller.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    // a rendered row takes focus now; one beyond the rendered window once the virtualiser renders it
    if (link) link.focus({ preventScroll: true });
    else pendingFocus.current = index;
  };
  useImperativeHandle(ref, () => ({ focusRow: moveTo }));

  const onRowKeyDown = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    const next = nextIndex(event.key, index, count, Math.floor(LIST_HEIGHT_PX / ROW_HEIGHT_PX));
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  if (!rows) {
    return (
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    );
  }
  if (rows.length === 0) return <p className={styles.status}>{t('noData')}</p>;

  return (
    <>
      <div role="table" aria-label={label} aria-rowcount={count + 1} className={styles.table}>
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={`${styles.grid} ${styles.head}`}>
            <span role="columnheader" className={styles.headCell}>
              {t('pair')}
            </span>
            {(['price', 'change', 'volume'] as const).map((key) => (
              <span key={key} role="columnheader" aria-sort={ariaSort(sort, key)} className={`${styles.headCell} ${styles.end}`}>
                <button type="button" className={styles.sortButton} onClick={() => onSort(nextSort(sort, key))}>
                  {t(SORT_LABELS[key])}
                  <span aria-hidden="true" className={styles.sortMark}>
                    {sort?.key === key ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </span>
            ))}
            <span role="columnheader" className={styles.headCell}>
              <span className="visually-hidden">{tp('favoriteColumn')}</span>
            </span>
          </div>
        </div>
        <div role="rowgroup" ref={scroller} className={styles.scroller} onScroll={(event) => onScroll(event.currentTarget.scrollTop)}>
          <div role="presentation" className={styles.sizer} style={{ blockSize: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <CoinRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  start={item.start}
                  href={to(row.path)}
                  list={list}
                  tabbable={item.index === stop}
                  favorite={favorites.has(row.id)}
                  {...(onToggle ? { onToggle } : {})}
                  onKeyDown={onRowKeyDown(item.index)}
                  onFocus={() => setActive(item.index)}
                  fiatContext={fiatContext}
                  nowS={nowS}
                  live={live}
                />
              );
            })}
          </div>
        </div>
      </div>
      <div className={styles.footer}>
        {viewAll && (
          <a className={styles.viewAll} href={to(viewAllPath(list))}>
            {t('viewAll')}
          </a>
        )}
      </div>
    </>
  );
}
