'use client';
import { useCallback, useEffect, useId, useMemo, useState, type JSX } from 'react';
import { marketCandles } from '@exchange/contract/market';
import type { ChartLayout } from '@exchange/contract/chart';
import { browserRequest } from '@/lib/api/browser';
import { useClientContext, useHref, usePreferences, useReturnTo } from '@/lib/request/client-context';
import { MarketDataProvider } from '@/lib/market/query-client';
import { subscribeLiveCandles, useLiveFeed } from '@/lib/live/use-live';
import { useDataSet } from '@/lib/market/use-data-set';
import { layoutRecord, LAYOUT_CHART_ID, restoreLayout, TRADE_CHART_IDS } from './chart-state';
import { ChartPane } from './ChartPane';
import { createDatafeed } from './datafeed';
import { chartPalette } from './palette';
import { knowPairFacts, pairFacts } from './pair-facts';
import { LayoutSwitch, PairList } from './ToolbarControls';
import { useAlerts } from './use-alerts';
import { useSaved } from './use-saved';
import styles from './chart.module.css';

export interface ChartAreaProps {
  pair: string; // e.g. BTC_USDT, the page's pair
  priceDecimals: number;
  hasSeconds: boolean;
  loggedIn: boolean;
  /** a quick order chosen in the context menu (offered only in the single layout) */
  onQuickOrder?: (order: { side: 'buy' | 'sell'; price: string }) => void;
}

/**
 * The trade page's chart area (spec doc 2 §2 "chart widget … platform multi-chart variant"): 1, 2
 * or 4 charts, the first on the page's pair, each with its saved state (`trade-0`…`trade-3`), the
 * layout saved under `trade-layout`. The route loads it with next/dynamic (ssr: false), so the
 * chart library stays in this chunk.
 */
/**
 * The site's spot pairs, most traded first, for the datafeed's symbol search (one chart area per
 * page); empty in the single layout, which loads no list (no control of ours searches there).
 */
let sitePairs: readonly string[] = [];

export default function ChartArea(props: ChartAreaProps): JSX.Element {
  return (
    <MarketDataProvider>
      <ChartAreaBody {...props} />
    </MarketDataProvider>
  );
}

function ChartAreaBody({ pair, priceDecimals, hasSeconds, loggedIn, onQuickOrder }: ChartAreaProps) {
  const { site } = useClientContext();
  const [preferences] = usePreferences();
  const href = useHref();
  const loginHref = `${href('/login')}${useReturnTo()}`;
  useLiveFeed();
  const alerts = useAlerts(loggedIn);
  const pairListId = useId();

  const restoreLayoutRecord = useCallback((api: unknown, local: unknown) => restoreLayout(api, local), []);
  const toRecord = useCallback((layout: ChartLayout) => layoutRecord(layout, pair), [pair]);
  const layoutState = useSaved(LAYOUT_CHART_ID, loggedIn, restoreLayoutRecord, toRecord);
  const layout = layoutState.value ?? 1;
  // The site's spot list (thousands of rows) serves only the other charts of a multi-chart layout:
  // their pair pickers, their saved pairs' check, their price decimals' guess. The single layout
  // (the default) never loads it, so a trade page's first seconds don't carry it.
  const spots = useDataSet('spots', { enabled: layout > 1 }).data;

  // seeded at render: the page's own pair never needs a pair-info call
  useState(() => knowPairFacts(pair, { priceDecimals, hasSeconds }));
  const markets = useMemo(() => [...(spots ?? [])].sort((a, b) => Number(b.volume) - Number(a.volume)), [spots]);
  const pairs = useMemo(() => markets.map((m) => m.pair), [markets]);
  const rates = useMemo(() => new Map(markets.map((m) => [m.pair, m.rate])), [markets]);
  const listedRate = useCallback((p: string) => rates.get(p), [rates]);

  useEffect(() => {
    sitePairs = pairs;
  }, [pairs]);
  const datafeed = useMemo(
    () =>
      createDatafeed({
        exchange: site.brandName,
        candles: async ({ pair: p, interval, to, limit }) => {
          const result = await browserRequest(marketCandles, { pair: p, interval, to: String(to), limit: String(limit) });
          return { ok: result.ok, candles: result.data.data };
        },
        pairInfo: (p) => pairFacts(p),
        pairs: () => sitePairs,
        subscribeCandles: subscribeLiveCandles,
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      }),
    [site.brandName],
  );

  const palette = useMemo(() => chartPalette(preferences.theme, preferences.riseColor), [preferences.theme, preferences.riseColor]);

  return (
    <div className={styles.area}>
      <div className={styles.areaBar}>
        <LayoutSwitch value={layout} onChange={layoutState.set} />
      </div>
      <div className={styles.grid} data-layout={layout}>
        {TRADE_CHART_IDS.slice(0, layout).map((chartId, index) => (
          <ChartPane
            key={chartId}
            chartId={chartId}
            number={index + 1}
            fixedPair={index === 0 ? pair : undefined}
            defaultPair={pair}
            pairs={pairs}
            pairListId={pairListId}
            listedRate={listedRate}
            layout={layout}
            loggedIn={loggedIn}
            loginHref={loginHref}
            datafeed={datafeed}
            palette={palette}
            alerts={alerts}
            onQuickOrder={onQuickOrder}
          />
        ))}
      </div>
      {layout > 1 && <PairList id={pairListId} pairs={pairs} />}
    </div>
  );
}
