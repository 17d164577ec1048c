'use client';
import type { MarketRow } from '@/lib/market/rows';
import { MarketDataProvider } from '@/lib/market/query-client';
import { MarketsBoard } from './MarketsBoard';

/** The markets page's client part, inside the page's shared market data client. */
export function MarketsPage(props: { initialRows: readonly MarketRow[]; initialRates: Readonly<Record<string, string>> }) {
  return (
    <MarketDataProvider>
      <MarketsBoard {...props} />
    </MarketDataProvider>
  );
}
