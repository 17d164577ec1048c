import { routeFor, type RouteInput } from './compliance-state';

/**
 * What decides whether a page of this site is linked for the visitor: the part of the compliance
 * answer the path gate reads and the site's part in gating (compliance-state.ts RouteInput).
 */
export type LinkGate = Pick<RouteInput, 'compliance' | 'site'>;

/**
 * Exactly the fields of a gate that the path gate reads, copied out of a whole compliance answer and
 * site record: what the layout hands the browser (client-context.tsx `linkGate`), nothing more.
 */
export function narrowLinkGate(gate: LinkGate): LinkGate {
  const { menu, limit } = gate.compliance;
  return {
    compliance: { menu: [...menu], limit: { limit_country: limit.limit_country, is_show_compliance_tips: limit.is_show_compliance_tips } },
    site: { gatesRestrictedPaths: gate.site.gatesRestrictedPaths },
  };
}

/**
 * Whether the site offers the visitor a link to this page (a path without the locale prefix): the
 * same decision as the path gate (compliance-state.ts `routeFor`, spec doc 2 §4), so no link leads
 * only to the restricted-region page. Only a redirect closes a link: a page the gate shows with
 * the compliance tips above it (`is_show_compliance_tips`) still opens, and says why, so it stays
 * linked (the header's menus, nav-model.ts, are stricter and drop those entries too). The gate
 * matches whole leading segments, so one trade page answers for every pair: the server asks with
 * the site's default pair and hands the answer to the browser's islands (client-context.tsx
 * `tradeLinked`, trade-links.ts).
 */
export function pageLinked(gate: LinkGate, path: string): boolean {
  return routeFor({ ...gate, path }).kind !== 'redirect';
}
