'use client';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTypedBeforeHydration } from '@/lib/ui/use-typed-before-hydration';
import { useTranslations } from 'next-intl';
import type { MenuView } from '@/lib/nav/nav-view';
import { SearchIcon } from '@/lib/ui/icons';
import { nextActive, type NavKey, type SearchOption } from './results';
import styles from './search.module.css';

// The results (ranking, market data, live prices) load on the box's first focus or click.
const SearchResults = dynamic(
  () =>
    loadIsland(
      'SearchResults',
      import('./SearchResults').then((m) => m.SearchResults),
    ),
  { ssr: false },
);

const NAV_KEYS: ReadonlySet<string> = new Set<NavKey>(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * The search combobox (WAI-ARIA combobox with a listbox popup): the input is light and in the
 * page from the start; its results island loads on first use and reports its options back, so
 * the input owns the keys: Up/Down move the active option, Enter follows it (the first when none
 * is active), Escape closes the list (and, in the bar, clears it on a second press).
 * `variant` bar: a popup under the box; sheet: the list fills the sheet below the input.
 */
export function SearchField({
  menus,
  variant,
  inputRef,
}: {
  menus: readonly MenuView[];
  variant: 'bar' | 'sheet';
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const t = useTranslations('search');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(variant === 'sheet');
  const [loaded, setLoaded] = useState(variant === 'sheet');
  const [shown, setShown] = useState<{ options: readonly SearchOption[]; expanded: boolean }>({ options: [], expanded: false });
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const activeOption = active >= 0 ? shown.options[active] : undefined;
  const expanded = open && shown.expanded;
  const activeId = expanded ? activeOption?.id : undefined;
  // the active option stays in view when the list scrolls (a short screen, the sheet)
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const start = () => {
    setLoaded(true);
    setOpen(true);
  };
  // tapped (and typed into) before the page's code ran: the list opens as if the focus came now
  useTypedBeforeHydration(
    () => root.current?.querySelector('input'),
    (typed, focused) => {
      if (variant !== 'bar' || !focused) return;
      if (typed) setQuery(typed);
      start();
    },
  );
  const onShown = useCallback((options: readonly SearchOption[], isExpanded: boolean) => {
    setShown({ options, expanded: isExpanded });
    setActive((a) => (a < options.length ? a : -1));
  }, []);
  const pickRecent = useCallback((q: string) => {
    setQuery(q);
    setActive(-1);
  }, []);

  return (
    <div
      ref={root}
      className={variant === 'bar' ? styles.barField : styles.sheetField}
      onBlur={(event) => {
        // the list closes when focus leaves the box and its popup
        if (variant === 'bar' && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className={styles.inputWrap}>
        <SearchIcon />
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-label={t('label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          placeholder={t('placeholder')}
          value={query}
          onFocus={start}
          onClick={start}
          // a pointer over the box fetches the island's code (not its data) ahead of the click
          onPointerEnter={() => void import('./SearchResults').catch(() => undefined)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            start();
          }}
          onKeyDown={(event) => {
            if (NAV_KEYS.has(event.key) && (event.key.startsWith('Arrow') || expanded)) {
              event.preventDefault();
              start();
              setActive((a) => nextActive(a, shown.options.length, event.key as NavKey));
            } else if (event.key === 'Enter') {
              const option = activeOption ?? shown.options[0];
              if (!expanded || !option) return;
              event.preventDefault();
              // the option is a link (or, for a recent search, a control): its own click does the rest
              document.getElementById(option.id)?.click();
            } else if (event.key === 'Escape' && variant === 'bar') {
              if (expanded) {
                setOpen(false);
                setActive(-1);
              } else setQuery('');
            }
          }}
        />
      </div>
      {loaded && (
        <SearchResults
          query={query}
          open={open}
          variant={variant}
          menus={menus}
          listboxId={listboxId}
          idPrefix={id}
          activeId={activeOption?.id}
          onShown={onShown}
          onPickRecent={pickRecent}
          onHover={(optionId) => setActive(shown.options.findIndex((o) => o.id === optionId))}
        />
      )}
    </div>
  );
}
