import { isLocale } from '@exchange/sites/locales';
import { RESTRICTED_FEATURES, type RestrictedFeature } from '@exchange/sites/compliance';

/** How many rounds of percent-decoding are undone (`%2568` → `%68` → `h`); more is refused as hostile. */
const MAX_DECODE_ROUNDS = 4;

/**
 * A request path as the segments a router would serve, for matching against the restricted-feature
 * table: percent-escapes decoded (repeatedly: a later hop may decode again), `\` read as `/`,
 * empty segments (`//`) and `.` dropped, `..` applied, `;params` cut from each segment, a leading
 * locale prefix removed, everything lower case (matching is case-insensitive: over-matching only
 * gates a path that would not exist anyway). Returns null for a path that does not decode or is
 * encoded too deeply: callers treat that as restricted-looking and gate it (fail closed).
 */
export function normalisedSegments(path: string): string[] | null {
  let current = path;
  for (let round = 0; ; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    if (round >= MAX_DECODE_ROUNDS) return null;
    current = next;
  }
  // drop the query or hash a caller may have left on, and control characters
  // eslint-disable-next-line no-control-regex
  const plain = (current.split(/[?#]/, 1)[0] ?? '').replace(/[\u0000-\u001f\u007f]/g, '');
  const segments: string[] = [];
  for (const raw of plain.split(/[/\\]+/)) {
    const segment = (raw.split(';', 1)[0] ?? '').trim().toLowerCase();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const first = segments[0];
  if (first !== undefined && isLocale(first)) segments.shift();
  return segments;
}

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
