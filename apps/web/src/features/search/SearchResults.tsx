'use client';
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useClientContext, useFiat, useFiatMethods } from '@/lib/request/client-context';
import { Contained } from '@/lib/islands/Contained';
import { MarketDataProvider } from '@/lib/market/query-client';
import { useLiveFeed } from '@/lib/live/use-live';
import { linkedCoins } from '@/lib/coin-search/coins';
import { pageHref, pagesFromMenus, searchPages } from '@/lib/search/pages';
import { useCoinIndex } from '@/lib/coin-search/use-coin-index';
import { useRowLink } from '@/lib/nav/trade-links';
import type { MenuView } from '@/lib/nav/nav-view';
import { ResultOption } from './ResultOption';
import { addRecent, readRecent, writeRecent } from './recent-searches';
import { buildResults, RESULT_LIMITS, type SearchOption } from './results';
import styles from './search.module.css';

export interface SearchResultsProps {
  readonly query: string;
  readonly open: boolean;
  readonly variant: 'bar' | 'sheet';
  readonly menus: readonly MenuView[];
  readonly listboxId: string;
  readonly idPrefix: string;
  readonly activeId: string | undefined;
  /** the options now listed (what the keys walk) and whether the popup shows */
  readonly onShown: (options: readonly SearchOption[], expanded: boolean) => void;
  readonly onPickRecent: (query: string) => void;
  readonly onHover: (optionId: string) => void;
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** The search results island: coins (spec §4 ranking over the spot rows, live prices) and the site's pages, grouped. */
function Results({ query, open, variant, menus, listboxId, idPrefix, activeId, onShown, onPickRecent, onHover }: SearchResultsProps) {
  const t = useTranslations('search');
  const tm = useTranslations('markets');
  const { locale } = useClientContext();
  const rowLink = useRowLink();
  const fiat = useFiat();
  const methods = useFiatMethods();
  const { index, loading } = useCoinIndex();
  const [recent, setRecent] = useState<readonly string[]>(() => readRecent(storage()));
  useLiveFeed(open);

  const pages = useMemo(() => pagesFromMenus(menus), [menus]);
  const results = useMemo(() => {
    // a coin whose page the visitor is not offered (a closed trade page) is not a result: an option must lead somewhere
    const { coins, withheld } = linkedCoins(index, query, RESULT_LIMITS.coins, rowLink);
    const foundPages = searchPages(pages, query, RESULT_LIMITS.pages * 2, locale)
      .map((page) => ({ page, href: pageHref(page, fiat, methods) ?? '' }))
      .filter((p) => p.href);
    return { ...buildResults(query, { coins, pages: foundPages, recent }, idPrefix), withheld };
  }, [index, query, rowLink, pages, locale, fiat, methods, recent, idPrefix]);

  const hasQuery = query.trim() !== '';
  // the popup shows a query's results or its empty state; the listbox (and aria-expanded) only options
  const popup = open && (hasQuery || results.options.length > 0);
  const expanded = open && results.options.length > 0;
  useEffect(() => onShown(results.options, expanded), [results.options, expanded, onShown]);

  const remember = () => {
    const next = addRecent(recent, query);
    setRecent(next);
    writeRecent(storage(), next);
  };

  if (!popup) return null;
  return (
    <div className={variant === 'bar' ? styles.popup : styles.inline}>
      {expanded && (
        // a press on an option must not take focus from the input (the combobox keeps it; the listbox is never focused)
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus
        <div id={listboxId} role="listbox" aria-label={t('label')} className={styles.listbox} onMouseDown={(event) => event.preventDefault()}>
          {results.groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${idPrefix}-${group.key}`} className={styles.group}>
              <div id={`${idPrefix}-${group.key}`} role="presentation" className={styles.heading}>
                {t(group.key)}
              </div>
              {group.options.map((option) => (
                <ResultOption
                  key={option.id}
                  option={option}
                  active={option.id === activeId}
                  locale={locale}
                  onFollow={remember}
                  onPickRecent={onPickRecent}
                  onHover={onHover}
                />
              ))}
            </div>
          ))}
        </div>
      )}
      <p className={styles.status} role="status">
        {hasQuery && results.options.length === 0 ? (loading ? tm('loading') : t('noResults', { query: query.trim() })) : ''}
        {/* coins matched but none is offered here: say why rather than let "no results" mislead */}
        {hasQuery && results.withheld && <span className={styles.statusLine}>{t('tradeClosed')}</span>}
      </p>
      {!hasQuery && recent.length > 0 && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            setRecent([]);
            writeRecent(storage(), []);
          }}
        >
          {t('clearRecent')}
        </button>
      )}
    </div>
  );
}

export function SearchResults(props: SearchResultsProps) {
  return (
    <Contained name="search results">
      <MarketDataProvider>
        <Results {...props} />
      </MarketDataProvider>
    </Contained>
  );
}
