'use client';
import { useTranslations } from 'next-intl';
import type { MenuView } from '@/lib/nav/nav-view';
import { useOverlayActions } from '@/lib/overlays/overlays';
import { SearchIcon } from '@/lib/ui/icons';
import { SearchField } from './SearchField';
import styles from './search.module.css';

/**
 * The header's search (spec doc 1 §2 "aggregated search box"): the box itself from 1520 px (the
 * bar's `from-wide`, where it fits beside every control in every locale), an icon that opens the
 * search sheet from 992 px to 1520 px; below 992 px the phone drawer's entry opens the sheet.
 */
export function HeaderSearch({ menus }: { menus: readonly MenuView[] }) {
  const t = useTranslations('search');
  const { open } = useOverlayActions();
  return (
    <>
      <div className="from-wide">
        <SearchField menus={menus} variant="bar" />
      </div>
      <div className={`from-desktop ${styles.belowWide}`}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('open')}
          aria-haspopup="dialog"
          onClick={(event) => open({ kind: 'search' }, event.currentTarget)}
        >
          <SearchIcon />
        </button>
      </div>
    </>
  );
}

/** The phone drawer's search entry: looks like a search box, opens the search sheet (the drawer closes). */
export function SearchDrawerEntry() {
  const t = useTranslations('search');
  const { open } = useOverlayActions();
  return (
    <button type="button" className={styles.drawerEntry} aria-haspopup="dialog" onClick={() => open({ kind: 'search' })}>
      <SearchIcon />
      <span>{t('open')}</span>
    </button>
  );
}
