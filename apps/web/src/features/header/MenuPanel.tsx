'use client';
import type { ReactNode } from 'react';
import { FiatGroup } from '@/lib/fiat/FiatLink';
import { NavLinkItem } from '@/lib/nav/NavLinkItem';
import type { GroupView, LinkView, MenuView } from '@/lib/nav/nav-view';
import menuStyles from '@/lib/ui/menu.module.css';
import { Badge } from './Badge';
import styles from './header.module.css';

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

const panelLink = `${menuStyles.item} ${styles.panelLink}`;

function PanelGroup({ group, fallbackLabel }: { group: GroupView; fallbackLabel: string }) {
  const section = (
    <section className={styles.panelGroup} aria-label={group.title ?? fallbackLabel}>
      {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
      <ul className={styles.panelList}>
        {group.links.map((link) => (
          <NavLinkItem key={link.key} link={link} className={panelLink}>
            <LinkBody link={link} />
          </NavLinkItem>
        ))}
      </ul>
    </section>
  );
  // a group of fiat-dependent links disappears when the fiat in force offers none of them
  return group.links.some((link) => link.fiat && !link.comingSoon) ? <FiatGroup needs={group.links.map((link) => link.fiat)}>{section}</FiatGroup> : section;
}

/**
 * A dropdown's link groups; with a coin panel (Trade, Derivatives), the links in one column and the
 * panel beside them. Rendered in the browser from the menu's data (MenuItem renders it on first
 * open): the page's payload then carries the menus once, as data the drawer, the search and the
 * palette share, rather than as a server-rendered element tree per panel beside that data.
 */
export function MenuPanelBody({ menu, coinPanel }: { menu: MenuView; coinPanel?: ReactNode }) {
  const groups = menu.groups.map((group) => <PanelGroup key={group.key} group={group} fallbackLabel={menu.label} />);
  if (!coinPanel) return <div className={styles.panelGroups}>{groups}</div>;
  return (
    <div className={styles.withCoinPanel}>
      <div className={styles.panelGroupsColumn}>{groups}</div>
      {coinPanel}
    </div>
  );
}
