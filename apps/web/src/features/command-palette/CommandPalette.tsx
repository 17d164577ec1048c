'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useTranslations } from 'next-intl';
import { COOKIE } from '@exchange/contract/cookies';
import { readBrowserCookie } from '@/lib/preferences/browser-cookies';
import { useClientContext, useFiat, useFiatMethods, usePagePath, usePreferences } from '@/lib/request/client-context';
import { Contained } from '@/lib/islands/Contained';
import { MarketDataProvider } from '@/lib/market/query-client';
import { useOverlayActions } from '@/lib/overlays/overlays';
import { pageHref, pagesFromMenus, searchPages } from '@/lib/search/pages';
import { trackClick } from '@/lib/telemetry/tracking';
import { ErrorNotice } from '@/lib/ui/ErrorNotice';
import { returnFocus } from '@/lib/ui/focus';
import { buildActions, filterActions, type ActionGroup, type PaletteAction } from './actions';
import { PaletteCoins } from './PaletteCoins';
import type { PaletteData } from './paletteData';
import result from '@/lib/ui/result-row.module.css';
import styles from './palette.module.css';

/** How many pages the palette lists for a query (coins: PaletteCoins). */
const PAGE_LIMIT = 10;
const ACTION_GROUPS: readonly ActionGroup[] = ['settings', 'language', 'fiat'];

type Props = PaletteData & { open: boolean; onOpenChange: (open: boolean) => void; opener: HTMLElement | null };

function go(href: string): void {
  window.location.assign(href);
}

/** The palette's input and lists: what it finds for the query, and running a choice. */
function PaletteBody({
  menus,
  languages,
  fiats,
  show,
  open,
  onOpenChange,
  opener,
  query,
  setQuery,
}: Props & { query: string; setQuery: (query: string) => void }) {
  const t = useTranslations('search');
  const ts = useTranslations('settings');
  const { locale, site } = useClientContext();
  const [preferences, setPreferences] = usePreferences();
  const fiat = useFiat();
  const methods = useFiatMethods();
  const pagePath = usePagePath();
  const overlays = useOverlayActions();
  // a matching coin left out as one the visitor is not offered (PaletteCoins): the palette says why
  const [coinsWithheld, setCoinsWithheld] = useState(false);

  const actions = useMemo(
    () =>
      buildActions({
        theme: preferences.theme,
        riseColor: preferences.riseColor,
        fiat,
        locale,
        defaultLocale: site.defaultLocale,
        pagePath,
        riseCookie: open ? readBrowserCookie(COOKIE.riseColor) : undefined,
        languages,
        fiats,
        show,
        labels: {
          themeLight: t('palette.themeLight'),
          themeDark: t('palette.themeDark'),
          theme: ts('theme'),
          riseGreen: ts('greenUp'),
          riseRed: ts('redUp'),
          riseColor: ts('riseFall'),
          language: ts('language'),
          fiat: ts('exchangeRate'),
        },
      }),
    [preferences.theme, preferences.riseColor, fiat, locale, site.defaultLocale, pagePath, open, languages, fiats, show, t, ts],
  );
  const shownActions = filterActions(actions, query, locale);
  const allPages = useMemo(() => pagesFromMenus(menus), [menus]);
  const pages = show.search
    ? searchPages(allPages, query, PAGE_LIMIT * 2, locale)
        .map((page) => ({ page, href: pageHref(page, fiat, methods) }))
        .filter((p): p is { page: (typeof p)['page']; href: string } => Boolean(p.href))
        .slice(0, PAGE_LIMIT)
    : [];

  const run = (action: PaletteAction) => {
    trackClick(`palette:${action.id}`);
    const { effect } = action;
    if (effect.type === 'turkish') {
      // the settings feature's confirm overlay replaces the palette; focus later returns to our opener
      overlays.open({ kind: 'turkish' }, opener);
      return;
    }
    setPreferences(effect.writes);
    if (effect.type === 'navigate') {
      go(effect.href);
      return;
    }
    if (action.id.startsWith('theme:')) {
      try {
        window.localStorage.setItem('skin_changed', '1');
      } catch {
        // storage may be unavailable; the cookie is what counts
      }
    }
    onOpenChange(false);
  };

  const groupHeading: Record<ActionGroup, string> = { settings: ts('title'), language: ts('language'), fiat: ts('exchangeRate') };

  return (
    <>
      <Command.Input className={styles.input} value={query} onValueChange={setQuery} placeholder={t('palette.placeholder')} />
      <Command.List className={styles.list} label={t('palette.title')}>
        {show.search && <PaletteCoins query={query} open={open} heading={t('coins')} onWithheld={setCoinsWithheld} onChoose={(href) => go(href)} />}
        {pages.length > 0 && (
          <Command.Group heading={t('pages')}>
            {pages.map(({ page, href }) => (
              <Command.Item key={page.key} value={`page:${page.key}`} className={styles.item} onSelect={() => go(href)}>
                <span className={result.main}>
                  <span className={result.label}>{page.label}</span>
                  <span className={result.sub}>{page.section}</span>
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {ACTION_GROUPS.map((group) => {
          const items = shownActions.filter((a) => a.group === group);
          if (!items.length) return null;
          return (
            <Command.Group key={group} heading={groupHeading[group]}>
              {items.map((action) => (
                <Command.Item key={action.id} value={action.id} className={styles.item} onSelect={() => run(action)}>
                  <span className={result.main}>
                    <span className={result.label}>{action.label}</span>
                  </span>
                  {action.current && (
                    <span className={styles.current}>
                      <span aria-hidden="true">✓</span>
                      <span className="visually-hidden">{ts('selected')}</span>
                    </span>
                  )}
                </Command.Item>
              ))}
            </Command.Group>
          );
        })}
      </Command.List>
      {/* outside the listbox, which may hold only options and their groups */}
      <Command.Empty className={styles.empty}>{t('noResults', { query: query.trim() })}</Command.Empty>
      {/* mounted always, its text changing: a live region added with its text may go unannounced */}
      <p className={styles.empty} role="status">
        {coinsWithheld && query.trim() !== '' ? t('tradeClosed') : ''}
      </p>
    </>
  );
}

/**
 * The generic error notice in the failed palette's place. Its Refresh keeps Enter: cmdk takes Enter
 * for the chosen item (and prevents its default, the button's click), so the key stops here, before
 * React hands it to cmdk. Kept out of ErrorNotice itself, which every page's first load carries.
 */
function PaletteFailed() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    const keepEnter = (event: KeyboardEvent) => {
      if (event.key === 'Enter') event.stopPropagation();
    };
    node?.addEventListener('keydown', keepEnter);
    return () => node?.removeEventListener('keydown', keepEnter);
  }, []);
  return (
    <div ref={ref}>
      <ErrorNotice inPlace />
    </div>
  );
}

/**
 * The palette's dialog (cmdk's, a Radix Dialog): its query, cleared on closing, and focus back where
 * it was. Its input and lists are contained: a failure shows the generic error notice inside the
 * open dialog, which Escape and Ctrl-K still close.
 */
function Palette({ open, onOpenChange, opener, ...data }: Props) {
  const t = useTranslations('search');
  const [query, setQuery] = useState('');

  // Escape, a choice or Ctrl-K close it: focus goes back where it was (unless another dialog took it)
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      setQuery('');
      requestAnimationFrame(() => returnFocus(opener));
    }
    wasOpen.current = open;
  }, [open, opener]);

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label={t('palette.title')}
      shouldFilter={false}
      loop
      vimBindings={false}
      overlayClassName={styles.overlay}
      contentClassName={styles.content}
      className={styles.command}
    >
      <Dialog.Title className="visually-hidden">{t('palette.title')}</Dialog.Title>
      <Dialog.Description className="visually-hidden">{t('palette.description')}</Dialog.Description>
      <Contained name="command palette" fallback={<PaletteFailed />}>
        <PaletteBody {...data} open={open} onOpenChange={onOpenChange} opener={opener} query={query} setQuery={setQuery} />
      </Contained>
    </Command.Dialog>
  );
}

/** The command palette (beyond the spec): coins, pages and settings in one cmdk dialog, loaded on first use. */
export function CommandPalette(props: Props) {
  return (
    <MarketDataProvider>
      <Palette {...props} />
    </MarketDataProvider>
  );
}
