import { isLocale } from '@exchange/sites/locales';

// Apart from the restricted-feature table (compliance-path.ts), so the browser's islands that ask
// which page a path is (trade-links.ts) load the normalisation without the table.

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
