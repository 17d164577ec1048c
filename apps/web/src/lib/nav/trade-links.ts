import { useCallback } from 'react';
import { useClientContext, useHref } from '@/lib/request/client-context';
import { normalisedSegments } from '@/lib/compliance/page-segments';
import { tradePath } from '@/lib/trade/trade-pair';

/** The trade page's leading segment, from the one builder of its paths (the path table's `trade` prefix). */
const TRADE_SEGMENT = normalisedSegments(tradePath('X'))?.[0];

/** True when a page path (no locale prefix) is the trade page or under it; one that does not decode counts as one (closed, as the gate treats it). */
export function isTradePage(path: string): boolean {
  const segments = normalisedSegments(path);
  return segments === null || segments[0] === TRADE_SEGMENT;
}

/**
 * The link of a market row's page, or undefined when the page is the trade page and the visitor is
 * not offered it (the server's decision, compliance-links.ts `pageLinked`, as the client context's `tradeLinked`):
 * the row then shows its pair as plain text, and search leaves it out.
 */
export function rowLink(path: string, tradeLinked: boolean, to: (path: string) => string): string | undefined {
  return tradeLinked || !isTradePage(path) ? to(path) : undefined;
}

/** `rowLink` bound to this page's locale and the visitor's compliance. */
export function useRowLink(): (path: string) => string | undefined {
  const { tradeLinked } = useClientContext();
  const to = useHref();
  return useCallback((path: string) => rowLink(path, tradeLinked, to), [tradeLinked, to]);
}
