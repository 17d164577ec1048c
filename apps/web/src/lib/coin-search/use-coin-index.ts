'use client';
import { useMemo } from 'react';
import { spotRow, type MarketRow } from '@/lib/market/rows';
import type { SearchIndex } from '@/lib/search/search-rank';
import { useDataSet } from '@/lib/market/use-data-set';
import { coinIndex } from './coins';

/** The spot coins' search index (built once per data set), and whether the first load is still running. Inside <MarketDataProvider>. */
export function useCoinIndex(): { index: SearchIndex<MarketRow> | undefined; loading: boolean } {
  const spots = useDataSet('spots');
  const rates = useDataSet('rates');
  const index = useMemo(() => (spots.data ? coinIndex(spots.data.map(spotRow), rates.data ?? {}) : undefined), [spots.data, rates.data]);
  return { index, loading: spots.loading };
}
