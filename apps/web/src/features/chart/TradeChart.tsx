'use client';
import dynamic from 'next/dynamic';
import { Contained } from '@/lib/islands/Contained';
import { loadIsland } from '@/lib/islands/failed-island';
import { useHostedChart } from '@/lib/trade/hosted-chart';

/** The chart and its library load in the browser only, in their own chunk (docs/PERFORMANCE.md). */
const ChartArea = dynamic(
  () =>
    loadIsland(
      'ChartArea',
      import('./ChartArea').then((m) => m.default),
    ),
  { ssr: false },
);

/**
 * The chart in the trade page's chart region: the route hands it to the trade workspace, which
 * says what it shows (lib/trade/hosted-chart.ts). Nothing until the pair's rules are known; a
 * render error stays inside the region.
 */
export function TradeChart() {
  const hosted = useHostedChart();
  if (!hosted) return null;
  return (
    <Contained name="chart">
      <ChartArea
        pair={hosted.pair}
        priceDecimals={hosted.priceDecimals}
        hasSeconds={hosted.hasSeconds}
        loggedIn={hosted.loggedIn}
        {...(hosted.onQuickOrder ? { onQuickOrder: hosted.onQuickOrder } : {})}
      />
    </Contained>
  );
}
