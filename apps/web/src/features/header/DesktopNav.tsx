import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { MenuItem } from '../../lib/ui/MenuItem';
import menuStyles from '../../lib/ui/menu.module.css';
import { FiatGroup, FiatLinkItem } from '../../lib/FiatLink';
import type { GroupView, LinkView, MenuView } from '../../lib/nav-view';
import { ComingSoonLink } from '../../lib/ui/ComingSoon';
import { ScrollArrows } from './ScrollArrows';
import styles from './header.module.css';

export function Badge({ text, kind }: { text?: string; kind?: string }) {
  if (!text) return null;
  return <span className={`${styles.badge} ${kind ? (styles[`badge-${kind}`] ?? '') : ''}`}>{text}</span>;
}

function LinkBody({ link }: { link: LinkView }) {
  return (
    <>
      <span className={styles.linkLabel}>
        {link.label}
        <Badge text={link.badge} kind={link.badgeKind} />
      </span>
      {link.description && <span className={styles.linkDescription}>{link.description}</span>}
    </>
  );
}

/** One panel entry: an upcoming feature opens "Stay tuned!", a fiat-dependent link follows the fiat in force. */
function PanelItem({ link }: { link: LinkView }) {
  const className = `${menuStyles.item} ${styles.panelLink}`;
  if (link.comingSoon) {
    return (
      <li>
        <ComingSoonLink className={className} name={link.key}>
          <LinkBody link={link} />
        </ComingSoonLink>
      </li>
    );
  }
  if (link.fiat) {
    return (
      <FiatLinkItem fiat={link.fiat} className={className}>
        <LinkBody link={link} />
      </FiatLinkItem>
    );
  }
  return (
    <li>
      <a className={className} href={link.href}>
        <LinkBody link={link} />
      </a>
    </li>
  );
}

function PanelGroup({ group, fallbackLabel }: { group: GroupView; fallbackLabel: string }) {
  const section = (
    <section className={styles.panelGroup} aria-label={group.title ?? fallbackLabel}>
      {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
      <ul className={styles.panelList}>
        {group.links.map((link) => (
          <PanelItem key={link.key} link={link} />
        ))}
      </ul>
    </section>
  );
  // a group of fiat-dependent links disappears when the fiat in force offers none of them
  return group.links.some((link) => link.fiat && !link.comingSoon) ? <FiatGroup needs={group.links.map((link) => link.fiat)}>{section}</FiatGroup> : section;
}

/** A dropdown's link groups; with a coin panel (Trade, Derivatives), the links in one column and the panel beside them. */
function MenuPanelBody({ menu, coinPanel }: { menu: MenuView; coinPanel?: ReactNode }) {
  const groups = menu.groups.map((group) => <PanelGroup key={group.key} group={group} fallbackLabel={menu.label} />);
  if (!coinPanel) return <div className={styles.panelGroups}>{groups}</div>;
  return (
    <div className={styles.withCoinPanel}>
      <div className={styles.panelGroupsColumn}>{groups}</div>
      {coinPanel}
    </div>
  );
}

/**
 * The desktop bar (992 px and wider): server-rendered entries whose mega-menus open on hover and
 * focus. Plain anchors, not next/link: ~150 links would otherwise each hydrate a client component,
 * and most targets are other apps' pages that load in full anyway.
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
