import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ComingSoonLink } from './ComingSoon';
import { MenuItem } from '../../lib/ui/MenuItem';
import menuStyles from '../../lib/ui/menu.module.css';
import type { LinkView, MenuView } from './navView';
import { ScrollArrows } from './ScrollArrows';
import styles from './header.module.css';

export function Badge({ text, kind }: { text?: string; kind?: string }) {
  if (!text) return null;
  return <span className={`${styles.badge} ${kind ? (styles[`badge-${kind}`] ?? '') : ''}`}>{text}</span>;
}

function PanelLink({ link }: { link: LinkView }) {
  const body = (
    <>
      <span className={styles.linkLabel}>
        {link.label}
        <Badge text={link.badge} kind={link.badgeKind} />
      </span>
      {link.description && <span className={styles.linkDescription}>{link.description}</span>}
    </>
  );
  return link.comingSoon ? (
    <ComingSoonLink className={`${menuStyles.item} ${styles.panelLink}`} name={link.key}>
      {body}
    </ComingSoonLink>
  ) : (
    <a className={`${menuStyles.item} ${styles.panelLink}`} href={link.href}>
      {body}
    </a>
  );
}

/**
 * The desktop bar (992 px and wider): server-rendered entries whose mega-menus open on hover and
 * focus. Plain anchors, not next/link: ~150 links would otherwise each hydrate a client component,
 * and most targets are other apps' pages that load in full anyway.
 */
export async function DesktopNav({ menus, buyCryptoExtra }: { menus: readonly MenuView[]; buyCryptoExtra?: ReactNode }) {
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
                <div className={styles.panelGroups}>
                  {menu.groups.map((group) => (
                    <section key={group.key} className={styles.panelGroup} aria-label={group.title ?? menu.label}>
                      {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
                      <ul className={styles.panelList}>
                        {group.links.map((link) => (
                          <li key={link.key}>
                            <PanelLink link={link} />
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </MenuItem>
            ),
          )}
        </ul>
      </ScrollArrows>
    </nav>
  );
}
