'use client';
import { useMemo } from 'react';
import { useDataSet } from '@/lib/market/use-data-set';
import { Contained } from '@/lib/islands/Contained';
import { MarketDataProvider } from '@/lib/market/query-client';
import { listedPairs, preMarketRow, pilotRow, splitFutures, spotRow } from '@/lib/market/rows';
import { PanelBody } from './PanelBody';
import type { PanelKind, PanelLists } from './panel-tabs';

/**
 * A coin-list panel with its data: each kind asks only for its own lists (the spot panel for spot,
 * pilot and pre-market rows; the futures panel for contracts, refreshed every 10 minutes by the
 * data set). All panels share the page's one query client, so a list loads once per page. A panel
 * that fails shows nothing and leaves the page (Contained).
 */
export function CoinPanel({ kind }: { kind: PanelKind }) {
  return (
    <Contained name="coin panel">
      <MarketDataProvider>{kind === 'spot' ? <SpotPanel /> : kind === 'futures' ? <FuturesPanel /> : <PreMarketPanel />}</MarketDataProvider>
    </Contained>
  );
}

function SpotPanel() {
  const spots = useDataSet('spots').data;
  const pilot = useDataSet('pilot').data;
  const preMarket = useDataSet('preMarket').data;
  const lists = useMemo<PanelLists>(() => {
    // a pre-market coin whose USDT pair is listed links to its trade page (rows.ts preMarketPath)
    const listed = listedPairs(spots ?? []);
    return {
      ...(spots ? { spot: spots.map(spotRow) } : {}),
      ...(pilot ? { pilot: pilot.map(pilotRow) } : {}),
      ...(preMarket ? { pre_market: preMarket.map((p) => preMarketRow(p, listed)) } : {}),
    };
  }, [spots, pilot, preMarket]);
  return <PanelBody kind="spot" lists={lists} />;
}

function FuturesPanel() {
  const futures = useDataSet('futures').data;
  const lists = useMemo<PanelLists>(() => (futures ? { futures: splitFutures(futures) } : {}), [futures]);
  return <PanelBody kind="futures" lists={lists} />;
}

function PreMarketPanel() {
  const preMarket = useDataSet('preMarket').data;
  const spots = useDataSet('spots').data;
  const lists = useMemo<PanelLists>(() => {
    const listed = listedPairs(spots ?? []);
    return preMarket ? { pre_market: preMarket.map((p) => preMarketRow(p, listed)) } : {};
  }, [preMarket, spots]);
  return <PanelBody kind="preMarket" lists={lists} />;
}
