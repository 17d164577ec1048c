'use client';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useClientContext, useFiat } from '@/lib/request/client-context';
import { usdtPricesOf, type FiatContext } from '@/lib/market/prices';
import { spotRow, type MarketRow } from '@/lib/market/rows';
import { buildSearchIndex } from '@/lib/search/search-rank';
import type { Sort } from '@/lib/market/sort';
import { rowSearchFields } from '@/lib/coin-search/coins';
import { useDataSet } from '@/lib/market/use-data-set';
import { useFavorites } from '@/lib/market/use-favorites';
import { useLiveFeed } from '@/lib/live/use-live';
import { useHydrated } from '@/lib/ui/use-hydrated';
import { useTypedBeforeHydration } from '@/lib/ui/use-typed-before-hydration';
import { MarketsTable } from './MarketsTable';
import { ALL_TAB, pageRows, pageTabs } from './page-rows';
import styles from './markets-page.module.css';

const NO_FAVORITES: ReadonlySet<string> = new Set();

/**
 * The markets page's island: the filters (All, Favourites, the API's spot tabs), the search box
 * and the table. Until the full list arrives (the cached data set, else the API) it shows the
 * server's first rows, so the first paint has prices; then every market, live. A list with no
 * rows says so ('Loading…' while the full list is on its way, else 'No data').
 */
export function MarketsBoard({ initialRows, initialRates }: { initialRows: readonly MarketRow[]; initialRates: Readonly<Record<string, string>> }) {
  const t = useTranslations('pricePage');
  const tm = useTranslations('markets');
  const { locale } = useClientContext();
  const fiatCode = useFiat();
  useLiveFeed();
  // Until hydration is done the island renders exactly the server's HTML: a data set read from
  // IndexedDB (or favourites from local storage) can resolve while React is still hydrating.
  const hydrated = useHydrated();
  const spotsSet = useDataSet('spots');
  const menusSet = useDataSet('menus').data;
  const ratesSet = useDataSet('rates').data;
  const favoritesNow = useFavorites();
  const spots = hydrated ? spotsSet.data : undefined;
  // the full list is still on its way (and, until hydration, as the server saw it)
  const waiting = !hydrated || spotsSet.loading;
  const menus = hydrated ? menusSet : undefined;
  const rates = (hydrated ? ratesSet : undefined) ?? initialRates;
  const favorites = hydrated ? favoritesNow.favorites : NO_FAVORITES;
  const toggle = favoritesNow.toggle;
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const [tabKey, setTabKey] = useState(ALL_TAB);
  const [query, setQuery] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  // a search typed while the page's code was still on its way is the search the visitor wants
  useTypedBeforeHydration(
    () => searchBox.current,
    (typed) => {
      if (typed) setQuery(typed);
    },
  );
  const [sort, setSort] = useState<Sort | null>(null);

  // an empty answer (the contract's default when the call failed) keeps the server's rows: they stay live
  const all = useMemo(() => (spots && spots.length > 0 ? spots.map(spotRow) : undefined), [spots]);
  const rows = all ?? initialRows;
  const fiat = useMemo<FiatContext>(() => ({ fiatRates: rates, usdtPrices: usdtPricesOf(rows), fiat: fiatCode }), [rates, rows, fiatCode]);
  const tabs = useMemo(
    () => pageTabs(menus ?? [], rows, { all: t('all'), favorites: t('favorites') }, favorites.size > 0, nowS),
    [menus, rows, t, favorites.size, nowS],
  );
  const tabOf = (key: string) => tabs.find((x) => x.key === key) ?? tabs[0] ?? { key: ALL_TAB, label: t('all'), filter: '' };
  const tab = tabOf(tabKey);
  // The list follows a click or a keystroke one render later (React's deferred values): the click
  // is answered at once (the pressed filter, the sort mark, the star, the typed letter) and the
  // ~3,000 rows are filtered and sorted again after that paint, in a render a newer click replaces.
  const listTab = tabOf(useDeferredValue(tabKey));
  const listSort = useDeferredValue(sort);
  const listFavorites = useDeferredValue(favorites);
  const listQuery = useDeferredValue(query);
  const updating = listTab.key !== tab.key || listSort !== sort || listFavorites !== favorites || listQuery !== query;
  // the search index is built when a search starts (typing), not with every list that arrives
  const searching = listQuery.trim() !== '';
  const index = useMemo(() => (searching ? buildSearchIndex(rows, rowSearchFields) : undefined), [rows, searching]);
  const shown = useMemo(
    () => pageRows({ rows, tab: listTab, favorites: listFavorites, index, query: listQuery, sort: listSort, usd: fiat, nowS }),
    [rows, listTab, listFavorites, index, listQuery, listSort, fiat, nowS],
  );

  return (
    <>
      <div className={styles.controls}>
        <div role="group" aria-label={t('filters')} className={styles.tabs}>
          {tabs.map((x) => (
            <button key={x.key} type="button" className={styles.tab} aria-pressed={x.key === tab.key} onClick={() => setTabKey(x.key)}>
              {x.label}
            </button>
          ))}
        </div>
        <input
          ref={searchBox}
          type="search"
          className={styles.search}
          aria-label={t('search')}
          placeholder={t('search')}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        // doc 1 §8: an empty list shows a 'no data' placeholder (a search, what it did not find)
        <p className={styles.empty} role="status">
          {listQuery.trim() ? t('noResults', { query: listQuery.trim() }) : waiting ? tm('loading') : tm('noData')}
        </p>
      ) : (
        <MarketsTable
          label={t('table')}
          rows={shown}
          virtual={all !== undefined}
          sort={sort}
          onSort={setSort}
          updating={updating}
          favorites={favorites}
          onToggle={toggle}
          fiat={fiat}
          locale={locale}
        />
      )}
    </>
  );
}
