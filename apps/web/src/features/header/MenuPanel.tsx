'use client';
import type { ReactNode } from 'react';
import { FiatGroup, FiatLinkItem } from '../../lib/FiatLink';
import type { GroupView, LinkView, MenuView } from '../../lib/nav-view';
import { ComingSoonLink } from '../../lib/ui/ComingSoon';
import menuStyles from '../../lib/ui/menu.module.css';
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
