import { RESTRICTED_FEATURES, type RestrictedFeature } from '@exchange/sites/compliance';
import { normalisedSegments } from './page-segments';

/** The normalised path: `/` and the segments (null when it does not decode). */
export function normalisePath(path: string): string | null {
  const segments = normalisedSegments(path);
  return segments === null ? null : `/${segments.join('/')}`;
}

const FEATURES: readonly { readonly segments: readonly string[]; readonly code: string }[] = (RESTRICTED_FEATURES as readonly RestrictedFeature[])
  .map((f) => ({ segments: f.prefix.toLowerCase().split('/'), code: f.code }))
  // the longest prefix first: `referral/affiliate` before `referral`
  .sort((a, b) => b.segments.length - a.segments.length);

/**
 * The restricted feature a path belongs to: the menu code of the longest table prefix its
 * normalised segments start with, whole segments only (`/helpful` is not `/help`); null when none.
 * `undecodable` when the path does not decode at all.
 */
export function restrictedFeatureOf(path: string): string | null | 'undecodable' {
  const segments = normalisedSegments(path);
  if (segments === null) return 'undecodable';
  const match = FEATURES.find((f) => f.segments.every((s, i) => segments[i] === s));
  return match?.code ?? null;
}

/** True when the normalised path is `prefix` or under it (whole segments). */
export function isUnder(path: string, prefix: string): boolean {
  const segments = normalisedSegments(path);
  const want = prefix.toLowerCase().split('/').filter(Boolean);
  return segments !== null && want.every((s, i) => segments[i] === s);
}
