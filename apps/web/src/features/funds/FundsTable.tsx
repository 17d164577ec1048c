'use client';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SMALL_BALANCE_THRESHOLDS, type SmallBalanceThreshold } from '@exchange/contract/cookies';
import type { FundBalance } from '@exchange/contract/account';
import { useLiveFeed } from '@/lib/live/use-live';
import { usePreferences } from '@/lib/request/client-context';
import { FundRow } from './FundRow';
import { FUND_SORT_KEYS, nextFundSort, toViews, visibleViews, type FundSort, type FundSortKey } from './funds-rules';
import grid from '@/lib/ui/data-table.module.css';
import styles from './funds.module.css';

/** Above this many rows the table keeps only the visible ones in the page (as the coin panels do). */
export const VIRTUAL_FROM = 60;
const ROW_PX = 56;
const LIST_PX = 560;

type Rates = Readonly<Record<string, string>>;

const ariaSort = (sort: FundSort | null, key: FundSortKey) => (sort?.key !== key ? 'none' : sort.dir === 'asc' ? 'ascending' : 'descending');

/**
 * The spot account's currencies: search by symbol or name, hide small balances (a threshold in
 * USD kept as a preference, `funds_hide_small_usd`), sort by a column header; every value live
 * (FundRow). Past VIRTUAL_FROM rows only the visible rows exist in the page.
 */
export function FundsTable({ balances, rates, tradable }: { balances: readonly FundBalance[]; rates: Rates; tradable: boolean }) {
  const t = useTranslations('funds');
  const [preferences, setPreferences] = usePreferences();
  const hideBelow = preferences.hideSmallBelow;
  const [threshold, setThreshold] = useState<SmallBalanceThreshold>(hideBelow ?? SMALL_BALANCE_THRESHOLDS[0]);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<FundSort | null>(null);
  const views = useMemo(() => toViews(balances), [balances]);
  const shown = useMemo(() => visibleViews(views, { query, hideBelow, sort }), [views, query, hideBelow, sort]);
  const searchId = useId();
  const thresholdId = useId();
  useLiveFeed();

  const virtual = shown.length > VIRTUAL_FROM;
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table re-renders on each change of the virtualiser's window
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
    initialRect: { width: 0, height: LIST_PX },
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const before = items[0]?.start ?? 0;
  const after = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const rows = virtual ? items.flatMap((item) => (shown[item.index] ? [shown[item.index] as (typeof shown)[number]] : [])) : shown;

  const setHide = (on: boolean, value: SmallBalanceThreshold = threshold) => setPreferences([{ key: 'hideSmallBelow', value: on ? value : undefined }]);
  return (
    <section aria-labelledby="funds-table-title" className={styles.tableSection}>
      <h2 id="funds-table-title" className="visually-hidden">
        {t('currencies')}
      </h2>
      <div className={styles.controls}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder={t('search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <label className={styles.hide}>
          <input type="checkbox" checked={hideBelow !== undefined} onChange={(e) => setHide(e.target.checked)} />
          {t('hideSmall')}
        </label>
        <label htmlFor={thresholdId} className="visually-hidden">
          {t('threshold')}
        </label>
        <select
          id={thresholdId}
          className={styles.threshold}
          value={hideBelow ?? threshold}
          onChange={(e) => {
            const value = SMALL_BALANCE_THRESHOLDS.find((v) => v === e.target.value) ?? SMALL_BALANCE_THRESHOLDS[0];
            setThreshold(value);
            if (hideBelow !== undefined) setHide(true, value);
          }}
        >
          {SMALL_BALANCE_THRESHOLDS.map((v) => (
            <option key={v} value={v}>
              {t('below', { amount: v })}
            </option>
          ))}
        </select>
        <p className={styles.count} aria-live="polite">
          {t('count', { shown: shown.length, total: views.length })}
        </p>
      </div>
      <div ref={scroller} className={grid.scroller} style={virtual ? { maxBlockSize: LIST_PX } : undefined}>
        <table className={grid.table} aria-rowcount={virtual ? shown.length + 1 : undefined}>
          <thead>
            <tr>
              {FUND_SORT_KEYS.map((key) => (
                <th key={key} scope="col" aria-sort={ariaSort(sort, key)} className={key === 'currency' ? undefined : grid.num}>
                  <button type="button" className={styles.sortButton} onClick={() => setSort((s) => nextFundSort(s, key))}>
                    {t(`col.${key}`)}
                  </button>
                </th>
              ))}
              <th scope="col" className={styles.actions}>
                {t('col.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {before > 0 && <tr aria-hidden="true" style={{ blockSize: before }} />}
            {rows.map((view) => (
              <FundRow key={view.currency} view={view} rates={rates} tradable={tradable} />
            ))}
            {after > 0 && <tr aria-hidden="true" style={{ blockSize: after }} />}
          </tbody>
        </table>
        {shown.length === 0 && <p className={styles.noMatch}>{t('noMatch')}</p>}
      </div>
    </section>
  );
}
