import type { NavBadge, NavFeature, NavLink, NavMenu } from '@exchange/sites/nav-types';
import { restrictedFeatureOf } from '@/lib/compliance/compliance-path';
import type { FiatMethod } from '@/lib/fiat/fiat-links';
import type { HideFlags, SiteConfig, SiteKey } from '@exchange/sites/types';

/** A link ready to render: placeholders filled, locale prefix added, and how a click behaves. */
export interface ResolvedLink {
  readonly key: string;
  readonly labelKey: string;
  readonly descriptionKey?: string;
  readonly href: string;
  readonly badge?: NavBadge;
  /** opens the "Stay tuned!" modal instead of navigating (EU-restricted) */
  readonly comingSoon: boolean;
  /** a link that follows the visitor's fiat: the browser fills `{fiat}` and hides it when the fiat lacks the method */
  readonly fiat?: FiatDependence;
}

/** How a link depends on the fiat: its href with `{fiat}` left in, and the buy-crypto method it needs. */
export interface FiatDependence {
  readonly template: string;
  readonly method?: FiatMethod;
}

export interface ResolvedGroup {
  readonly key: string;
  readonly titleKey?: string;
  readonly links: readonly ResolvedLink[];
}

export interface ResolvedMenu {
  readonly key: string;
  readonly id: number;
  readonly labelKey: string;
  readonly href?: string;
  readonly badge?: NavBadge;
  readonly comingSoon: boolean;
  readonly panel?: NavMenu['panel'];
  readonly groups: readonly ResolvedGroup[];
}

export interface NavContext {
  readonly site: Pick<SiteConfig, 'key' | 'hide' | 'defaultPair' | 'tradeLabelKey' | 'institutionalAsSingleLink' | 'comingSoon'>;
  /** the visitor's fiat (their choice, else the site's default) */
  readonly fiat: string;
  /** adds the locale prefix */
  readonly href: (path: string) => string;
  /** the origin of another sub-site, for links that leave this one (the testnet's back-to-live) */
  readonly originOf: (site: SiteKey) => string;
  /**
   * which buy-crypto methods the visitor's fiat offers (spec doc 1 §5: card, sell and P2P entries
   * need them); without it every entry stays and the browser filters by the fiat in force
   */
  readonly fiatMethods?: { readonly credit_card: boolean; readonly bank_transfer: boolean; readonly p2p: boolean };
  /**
   * the visitor's compliance menu codes (spec doc 1 §6 "per-region compliance lists hide
   * features"): an entry whose page on this site falls under a restricted feature is not offered
   */
  readonly restricted?: ReadonlySet<string>;
}

const HIDE_FLAG_FEATURES: ReadonlySet<string> = new Set<keyof HideFlags>([
  'derivatives',
  'copyTrading',
  'bots',
  'otc',
  'web3',
  'institutional',
  'finance',
  'helpCenter',
  'referral',
  'deposit',
  'withdraw',
]);

function hiddenByFeature(feature: NavFeature | undefined, hide: HideFlags): boolean {
  return feature !== undefined && HIDE_FLAG_FEATURES.has(feature) && hide[feature as keyof HideFlags];
}

interface Placed {
  readonly hidden?: boolean;
  readonly feature?: NavFeature;
  readonly onlyOn?: readonly string[];
  readonly notOn?: readonly string[];
}

/** Whether an entry shows on this site (hidden flag, onlyOn/notOn, the site's hide flags). */
export function shows(entry: Placed, site: NavContext['site']): boolean {
  if (entry.hidden) return false;
  if (entry.onlyOn && !entry.onlyOn.includes(site.key)) return false;
  if (entry.notOn?.includes(site.key)) return false;
  return !hiddenByFeature(entry.feature, site.hide);
}

/** Fills `{pair}`, `{base}` and `{fiat}` in a nav href. */
export function fillHref(template: string, pair: string, fiat: string): string {
  const base = pair.split('_')[0] ?? pair;
  return template.replaceAll('{pair}', pair).replaceAll('{base}', base).replaceAll('{fiat}', fiat);
}

/**
 * The compliance menu code of a nav feature, where both name the same product (the codes of the
 * restricted-feature table, packages/sites compliance.ts): a restricted code takes the feature's
 * entries away as the site's hide flag would, whatever their paths (the delivery futures, a
 * futures competition).
 */
export const FEATURE_CODES: Partial<Record<NavFeature, string>> = {
  derivatives: 'derivatives',
  options: 'derivatives',
  margin: 'margin_etf_trade',
  copyTrading: 'copy_trading',
  bots: 'bots',
  otc: 'gate_otc',
  institutional: 'institution',
  finance: 'earn',
  helpCenter: 'help_center',
  referral: 'referral',
  nft: 'nft',
  preMarket: 'pre_market',
  launch: 'launchpad',
};

function restrictedFeature(feature: NavFeature | undefined, ctx: NavContext): boolean {
  const code = feature && FEATURE_CODES[feature];
  return code !== undefined && ctx.restricted !== undefined && ctx.restricted.has(code);
}

/**
 * Whether the visitor's compliance menu restricts the feature a path of this site belongs to, by
 * the same table the compliance redirect reads (restrictedFeatureOf): the header never offers a
 * page that would answer with the compliance tips or the restricted-region page. A path that does
 * not decode is not the header's own data's doing, and is left to the redirect.
 */
function restrictedPath(template: string, ctx: NavContext): boolean {
  if (!ctx.restricted || ctx.restricted.size === 0) return false;
  const code = restrictedFeatureOf(fillHref(template, ctx.site.defaultPair, ctx.fiat));
  return code !== null && code !== 'undecodable' && ctx.restricted.has(code);
}

/** An entry of this site whose page the visitor's compliance menu restricts: by its declared code, its feature or its path. */
function restrictedEntry(
  entry: { readonly href: string; readonly feature?: NavFeature | undefined; readonly complianceKey?: string | undefined },
  ctx: NavContext,
): boolean {
  if (entry.complianceKey !== undefined && ctx.restricted?.has(entry.complianceKey)) return true;
  return restrictedFeature(entry.feature, ctx) || restrictedPath(entry.href, ctx);
}

/** A link the visitor is offered: its site and fiat allow it, and (on this site) compliance does not restrict its page. */
function offers(link: NavLink, ctx: NavContext): boolean {
  if (!shows(link, ctx.site)) return false;
  if (link.fiatMethod && ctx.fiatMethods && !ctx.fiatMethods[link.fiatMethod]) return false;
  const ownSite = !link.targetSite || link.targetSite === ctx.site.key;
  return !(ownSite && restrictedEntry(link, ctx));
}

function resolveLink(link: NavLink, ctx: NavContext): ResolvedLink {
  const comingSoon = link.feature !== undefined && (ctx.site.comingSoon ?? []).includes(link.feature);
  const build = (fiat: string) =>
    link.targetSite && link.targetSite !== ctx.site.key
      ? `${ctx.originOf(link.targetSite)}${fillHref(link.href, ctx.site.defaultPair, fiat)}`
      : ctx.href(fillHref(link.href, ctx.site.defaultPair, fiat));
  const dependsOnFiat = link.href.includes('{fiat}') || link.fiatMethod !== undefined;
  return {
    key: link.key,
    labelKey: link.labelKey,
    ...(link.descriptionKey ? { descriptionKey: link.descriptionKey } : {}),
    href: build(ctx.fiat),
    ...(link.badge ? { badge: link.badge } : {}),
    comingSoon,
    ...(dependsOnFiat ? { fiat: { template: build('{fiat}'), ...(link.fiatMethod ? { method: link.fiatMethod } : {}) } } : {}),
  };
}

/**
 * The header's menus for a site and visitor (spec doc 1 §2, §5, §6): entries the site hides, and
 * entries whose page the visitor's compliance menu restricts, are gone; EU-upcoming ones open a
 * modal, Turkey labels trade 'Spot Trading', Malta shows institutional as one link, and menus left
 * with nothing to show disappear.
 */
export function resolveNav(menus: readonly NavMenu[], ctx: NavContext): ResolvedMenu[] {
  const out: ResolvedMenu[] = [];
  for (const menu of menus) {
    if (!shows(menu, ctx.site) || restrictedFeature(menu.feature, ctx)) continue;
    const single = menu.key === 'institution' && ctx.site.institutionalAsSingleLink === true;
    const groups = single
      ? []
      : menu.groups
          .map((group) => ({
            key: group.key,
            ...(group.titleKey ? { titleKey: group.titleKey } : {}),
            links: group.links.filter((link) => offers(link, ctx)).map((link) => resolveLink(link, ctx)),
          }))
          .filter((group) => group.links.length > 0);
    // the menu's own link by its code and path (its feature, when restricted, took the whole menu above)
    const href = menu.href && !restrictedEntry({ href: menu.href, complianceKey: menu.complianceKey }, ctx) ? menu.href : undefined;
    if (groups.length === 0 && !href) continue;
    out.push({
      key: menu.key,
      id: menu.id,
      labelKey: menu.key === 'trade' && ctx.site.tradeLabelKey ? ctx.site.tradeLabelKey : menu.labelKey,
      ...(href ? { href: ctx.href(fillHref(href, ctx.site.defaultPair, ctx.fiat)) } : {}),
      ...(menu.badge ? { badge: menu.badge } : {}),
      comingSoon: menu.feature !== undefined && (ctx.site.comingSoon ?? []).includes(menu.feature),
      // the coin panel lists the menu's own product (spot pairs, each a link to its trade page): gone
      // with the menu's own link when compliance restricts it
      ...(menu.panel && (href || !menu.href) ? { panel: menu.panel } : {}),
      groups,
    });
  }
  return out;
}
