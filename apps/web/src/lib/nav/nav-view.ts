import type { NavBadge } from '@exchange/sites/nav-types';
import type { FiatDependence, ResolvedMenu } from './nav-model';

/** Menus with their labels already translated on the server, as the client islands receive them. */
export interface LinkView {
  readonly key: string;
  readonly label: string;
  readonly description?: string;
  readonly href: string;
  readonly badge?: string;
  readonly badgeKind?: NavBadge;
  /** present (true) only for an upcoming feature: the page's payload carries no `false` per link */
  readonly comingSoon?: boolean;
  readonly fiat?: FiatDependence;
}

export interface GroupView {
  readonly key: string;
  readonly title?: string;
  readonly links: readonly LinkView[];
}

export interface MenuView {
  readonly key: string;
  readonly id: number;
  readonly label: string;
  readonly href?: string;
  readonly badge?: string;
  readonly badgeKind?: NavBadge;
  readonly comingSoon: boolean;
  /** the coin-list panel its dropdown shows beside the links (the layout supplies it) */
  readonly panel?: ResolvedMenu['panel'];
  readonly groups: readonly GroupView[];
}

/** Translates resolved menus with a lookup (`t` of next-intl, keys checked by the catalog test). */
export function toMenuViews(menus: readonly ResolvedMenu[], translate: (key: string) => string): MenuView[] {
  const badge = (kind: NavBadge | undefined) => (kind ? { badge: translate(`header.nav.badges.${kind}`), badgeKind: kind } : {});
  return menus.map((menu) => ({
    key: menu.key,
    id: menu.id,
    label: translate(menu.labelKey),
    ...(menu.href ? { href: menu.href } : {}),
    ...badge(menu.badge),
    comingSoon: menu.comingSoon,
    ...(menu.panel ? { panel: menu.panel } : {}),
    groups: menu.groups.map((group) => ({
      key: group.key,
      ...(group.titleKey ? { title: translate(group.titleKey) } : {}),
      links: group.links.map((link) => ({
        key: link.key,
        label: translate(link.labelKey),
        ...(link.descriptionKey ? { description: translate(link.descriptionKey) } : {}),
        href: link.href,
        ...badge(link.badge),
        ...(link.comingSoon ? { comingSoon: true } : {}),
        ...(link.fiat ? { fiat: link.fiat } : {}),
      })),
    })),
  }));
}
