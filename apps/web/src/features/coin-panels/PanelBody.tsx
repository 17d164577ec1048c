'use client';
import { useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import * as Tabs from '@radix-ui/react-tabs';
import { directionOf } from '@exchange/sites/locales';
import { useClientContext, useFiat } from '@/lib/request/client-context';
import { usdtPricesOf, type FiatContext } from '@/lib/market/prices';
import { buildSearchIndex, search } from '@/lib/search/search-rank';
import { useDataSet } from '@/lib/market/use-data-set';
import { useFavorites } from '@/lib/market/use-favorites';
import { useLiveFeed } from '@/lib/live/use-live';
import { useMenuOpen } from '@/lib/ui/MenuItem';
import { CoinTable, type CoinTableHandle } from './CoinTable';
import { rowSearchFields } from '@/lib/coin-search/coins';
import { arrangeRows } from '@/lib/market/spot-tabs';
import { FAVORITES_TAB, favoriteRows, tabRows, tabsFor, visibleTabs, type PanelKind, type PanelLists } from './panel-tabs';
import type { Sort } from '@/lib/market/sort';
import styles from './coin-panels.module.css';

/**
 * A coin panel's tabs (from `common/tabs`, plus Favourites), its search box and the list of the
 * chosen tab. The page's live feed (spot, or futures for the futures panel) stays open while the
 * menu is open.
 */
export function PanelBody({ kind, lists }: { kind: PanelKind; lists: PanelLists }) {
  const t = useTranslations('coinPanels');
  const tm = useTranslations('markets');
  const { locale } = useClientContext();
  const open = useMenuOpen();
  // spot and futures rows follow their feeds while the panel is open; pre-market coins have none
  const live = kind !== 'preMarket';
  useLiveFeed(open && live, kind === 'futures' ? 'futures' : 'spot');
  const menus = useDataSet('menus');
  const rates = useDataSet('rates').data;
  const fiat = useFiat();
  const { favorites, toggle } = useFavorites();
  // "now" for the new-listed order and the 'Opens' labels: when the panel first opened
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const [chosen, setChosen] = useState<string>();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | null>(null);
  const table = useRef<CoinTableHandle>(null);

  const starred = useMemo(() => favoriteRows(kind, lists, favorites), [kind, lists, favorites]);
  const tabs = useMemo(
    () => visibleTabs(tabsFor(kind, menus.data ?? []), lists, nowS, t('favorites'), (starred?.length ?? 0) > 0),
    [kind, menus.data, lists, nowS, t, starred],
  );
  const tab = tabs.find((x) => x.key === chosen) ?? tabs.find((x) => x.key !== FAVORITES_TAB) ?? tabs[0];
  const rows = useMemo(() => (!tab ? undefined : tab.key === FAVORITES_TAB ? starred : tabRows(tab, lists, nowS)), [tab, starred, lists, nowS]);
  const index = useMemo(() => buildSearchIndex(rows ?? [], rowSearchFields), [rows]);
  const searching = query.trim() !== '';
  const shown = useMemo(
    () => (rows ? arrangeRows(searching ? search(index, query) : rows, { searching, sort, favorites }) : undefined),
    [rows, searching, index, query, sort, favorites],
  );
  const fiatContext = useMemo<FiatContext>(() => ({ fiatRates: rates ?? {}, usdtPrices: usdtPricesOf(lists.spot ?? []), fiat }), [rates, lists.spot, fiat]);

  if (!tab) {
    return (
      <div className={styles.panel}>
        <p className={styles.status} role="status">
          {menus.loading ? tm('loading') : tm('noData')}
        </p>
      </div>
    );
  }
  // stars for spot pairs and futures contracts; pilot tokens and pre-market coins have no market to pin
  const starrable = tab.key === FAVORITES_TAB || tab.list === 'spot' || tab.list === 'futures';

  return (
    <section className={styles.panel} aria-label={t(`title.${kind}`)}>
      <Tabs.Root value={tab.key} onValueChange={setChosen} dir={directionOf(locale)}>
        <Tabs.List className={styles.tabs} aria-label={t('tabs')}>
          {tabs.map((x) => (
            <Tabs.Trigger key={x.key} value={x.key} className={styles.tab}>
              {x.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <input
          type="search"
          className={styles.search}
          aria-label={t('search')}
          placeholder={t('search')}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              table.current?.focusRow(0);
            }
          }}
        />
        {tabs.map((x) => (
          <Tabs.Content key={x.key} value={x.key} className={styles.tabPanel}>
            {x.key === tab.key && (
              <CoinTable
                // a new search starts at the top of its results
                key={query}
                ref={table}
                label={x.label}
                rows={shown}
                list={tab.key === FAVORITES_TAB ? (kind === 'futures' ? 'futures' : 'spot') : tab.list}
                sort={sort}
                onSort={setSort}
                favorites={favorites}
                {...(starrable ? { onToggle: toggle } : {})}
                fiatContext={fiatContext}
                nowS={nowS}
                live={live}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
