'use client';
import { useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import type { PairInfo } from '@exchange/contract/trade';
import type { Messages } from '@/i18n/messages';
import type { AuthTargets } from '@/lib/auth/AuthLinks';
import { MarketDataProvider } from '@/lib/market/query-client';
import { OrderTicket } from './OrderTicket';
import { OrdersPanel } from './OrdersPanel';
import { PairHeader } from './PairHeader';
import { HostedChartContext, type HostedChart } from '@/lib/trade/hosted-chart';
import type { PairRef } from '@/lib/trade/trade-pair';
import { useQuickOrder } from './quick-order-state';
import { TradeContext, usePairInfo, useTradeFacts } from './use-trade';
import styles from './trade-page.module.css';

/** The chart's quick-order dialog loads once a quick order is asked for: the ticket needs no dialog code. */
const QuickOrderDialog = dynamic(
  () =>
    loadIsland(
      'QuickOrderDialog',
      import('./QuickOrderDialog').then((m) => m.QuickOrderDialog),
    ),
  { ssr: false },
);

interface Props {
  readonly pair: PairRef;
  readonly initialInfo: PairInfo | null;
  readonly loggedIn: boolean;
  readonly auth: AuthTargets | null;
  /** spot trading is closed to the visitor (compliance-state.ts spotTradingClosed): no submit, no quick order */
  readonly spotClosed: boolean;
  /** the `trade` catalog namespace: it travels to the browser with this page only */
  readonly messages: Messages['trade'];
  /** the `chart` catalog namespace, likewise */
  readonly chartMessages: Messages['chart'];
  /** the chart feature's chart (it reads what to show from HostedChartContext) and its credit, composed by the route */
  readonly chart: ReactNode;
  readonly chartCredit: ReactNode;
}

/**
 * The trade page's client composition: the trade messages beside the site's, the page's shared
 * query client, the trade facts, and the four regions (pair header, chart, ticket, orders) in one
 * grid. The route hands in the chart feature's chart and credit (features do not import each other);
 * this provides what the chart shows (HostedChartContext). The chart region's size is fixed by CSS before the chart loads, so nothing moves when it
 * does. The chart's quick order opens the trade feature's dialog through this component (the
 * chart offers none when spot trading is closed to the visitor).
 */
export function TradeWorkspace({ pair, initialInfo, loggedIn, auth, spotClosed, messages, chartMessages, chart, chartCredit }: Props) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...parent, trade: messages, chart: chartMessages }), [parent, messages, chartMessages]);
  const facts = useMemo(() => ({ pair, initialInfo, loggedIn, auth, spotClosed }), [pair, initialInfo, loggedIn, auth, spotClosed]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged} {...(timeZone ? { timeZone } : {})}>
      <MarketDataProvider>
        <TradeContext.Provider value={facts}>
          <TradeLayout chart={chart} chartCredit={chartCredit} />
        </TradeContext.Provider>
      </MarketDataProvider>
    </NextIntlClientProvider>
  );
}

function TradeLayout({ chart, chartCredit }: Pick<Props, 'chart' | 'chartCredit'>) {
  const t = useTranslations('trade');
  const quickOrder = useQuickOrder();
  const info = usePairInfo();
  const { loggedIn, spotClosed } = useTradeFacts();
  const [chartRegion, setChartRegion] = useState<HTMLElement | null>(null);
  const openQuickOrder = quickOrder.open;
  const [pairName, priceDecimals, hasSeconds] = [info?.pair, info?.price_decimals, info?.has_seconds];
  // primitives as the memo's inputs: the 30 s pair_info refresh gives a new object with the same rules
  const hosted = useMemo<HostedChart | null>(
    () =>
      pairName === undefined || priceDecimals === undefined
        ? null
        : { pair: pairName, priceDecimals, hasSeconds: hasSeconds === true, loggedIn, ...(spotClosed ? {} : { onQuickOrder: openQuickOrder }) },
    [pairName, priceDecimals, hasSeconds, loggedIn, spotClosed, openQuickOrder],
  );
  return (
    <>
      <div className={styles.workspace}>
        <div className={styles.header}>
          <PairHeader />
        </div>
        <section ref={setChartRegion} className={styles.chart} aria-label={t('chart')} tabIndex={-1}>
          <div className={styles.chartBody}>
            <HostedChartContext.Provider value={hosted}>{chart}</HostedChartContext.Provider>
          </div>
          {chartCredit}
        </section>
        <div className={styles.ticket}>
          <OrderTicket />
        </div>
        <div className={styles.account}>
          <OrdersPanel />
        </div>
      </div>
      {quickOrder.used && <QuickOrderDialog request={quickOrder.request} returnTo={quickOrder.returnTo} onClose={() => quickOrder.close(chartRegion)} />}
    </>
  );
}
