import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { MenuItem } from '@/lib/ui/MenuItem';
import menuStyles from '@/lib/ui/menu.module.css';
import type { MenuView } from '@/lib/nav/nav-view';
import { ComingSoonLink } from '@/lib/overlays/ComingSoon';
import { Badge } from './Badge';
import { MenuPanelBody } from './MenuPanel';
import { ScrollArrows } from './ScrollArrows';
import styles from './header.module.css';

/**
 * The desktop bar (992 px and wider): server-rendered entries whose mega-menus open on hover and
 * focus, each panel drawn in the browser from the menu's data on its first open (MenuPanel.tsx).
 * Plain anchors, not next/link: most targets are other apps' pages that load in full anyway.
 */
export async function DesktopNav({
  menus,
  buyCryptoExtra,
  coinPanels,
}: {
  menus: readonly MenuView[];
  buyCryptoExtra?: ReactNode;
  /** the coin-list panels the layout composes (a feature of their own), shown beside a menu's links by its `panel` */
  coinPanels?: Partial<Record<NonNullable<MenuView['panel']>, ReactNode>>;
}) {
  const t = await getTranslations('header');
  return (
    <nav className={styles.desktopNav} aria-label={t('mainNav')}>
      <ScrollArrows>
        <ul className={styles.menuBar}>
          {menus.map((menu) =>
            menu.groups.length === 0 ? (
              <li key={menu.key} className={menuStyles.menuItem}>
                {menu.comingSoon || !menu.href ? (
                  <ComingSoonLink className={menuStyles.entry} name={menu.key}>
                    {menu.label}
                  </ComingSoonLink>
                ) : (
                  <a className={menuStyles.entry} href={menu.href}>
                    {menu.label}
                    <Badge text={menu.badge} kind={menu.badgeKind} />
                  </a>
                )}
              </li>
            ) : (
              <MenuItem
                key={menu.key}
                label={menu.label}
                href={menu.comingSoon ? undefined : menu.href}
                badge={<Badge text={menu.badge} kind={menu.badgeKind} />}
              >
                {menu.key === 'buyCrypto' && buyCryptoExtra}
                <MenuPanelBody menu={menu} coinPanel={menu.panel ? coinPanels?.[menu.panel] : undefined} />
              </MenuItem>
            ),
          )}
        </ul>
      </ScrollArrows>
    </nav>
  );
}
