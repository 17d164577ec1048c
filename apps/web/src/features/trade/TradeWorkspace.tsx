'use client';
import { useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import * as Tabs from '@radix-ui/react-tabs';
import { directionOf } from '@exchange/sites/locales';
import { useClientContext } from '@/lib/request/client-context';
import { useMediaQuery } from '@/lib/ui/breakpoints';
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
import { useOwnStreams } from './use-market';
import { TradeContext, usePairInfo, useTradeFacts } from './use-trade';
import styles from './trade-page.module.css';

/** The market views load in the browser, after the page: the book, the trades and the depth chart (each with its live data). */
const OrderBook = dynamic(
  () =>
    loadIsland(
      'OrderBook',
      import('./OrderBook').then((m) => m.OrderBook),
    ),
  { ssr: false },
);
const TradesPanel = dynamic(
  () =>
    loadIsland(
      'TradesPanel',
      import('./TradesPanel').then((m) => m.TradesPanel),
    ),
  { ssr: false },
);
const DepthPanel = dynamic(
  () =>
    loadIsland(
      'DepthPanel',
      import('./DepthPanel').then((m) => m.DepthPanel),
    ),
  { ssr: false },
);

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
 * query client, the trade facts, and the regions (pair header, chart, depth, order book, trades,
 * ticket, orders) in one grid (trade-page.module.css): from WORKSPACE_MIN_PX wide all at once,
 * the page no taller than the window; below it, the market views are tabs above the ticket.
 * The trader's own order and fill streams are followed here (use-market.ts useOwnStreams). The route hands in the chart feature's chart and credit (features do not import each other);
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

/** Below this width the market views (chart, depth, book, trades) are tabs above the ticket; from it, the whole workspace shows at once. */
export const WORKSPACE_MIN_PX = 1200;

type View = 'chart' | 'depth' | 'book' | 'trades';
const VIEWS: readonly View[] = ['chart', 'depth', 'book', 'trades'];

function TradeLayout({ chart, chartCredit }: Pick<Props, 'chart' | 'chartCredit'>) {
  const t = useTranslations('trade');
  const { locale } = useClientContext();
  const quickOrder = useQuickOrder();
  const info = usePairInfo();
  const { loggedIn, spotClosed } = useTradeFacts();
  const [chartRegion, setChartRegion] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<View>('chart');
  const wide = useMediaQuery(`(min-width: ${WORKSPACE_MIN_PX}px)`);
  useOwnStreams();
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
  // a view's island renders while it shows: the book and trades always on the wide workspace, else their tab
  const shows = (v: View) => view === v || (wide && (v === 'book' || v === 'trades'));
  return (
    <>
      <Tabs.Root
        value={view}
        onValueChange={(value) => setView(VIEWS.find((v) => v === value) ?? 'chart')}
        dir={directionOf(locale)}
        className={styles.workspace}
        data-view={view}
      >
        <div className={styles.header}>
          <PairHeader />
        </div>
        <Tabs.List className={styles.views} aria-label={t('views.label')}>
          {VIEWS.map((v) => (
            // on the wide workspace the book and trades stand beside the chart: their tabs are hidden, and left out of the arrow keys
            <Tabs.Trigger
              key={v}
              value={v}
              disabled={wide && (v === 'book' || v === 'trades')}
              className={`${styles.view} ${v === 'book' || v === 'trades' ? styles.narrowOnly : ''}`}
            >
              {t(`views.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="chart" forceMount className={`${styles.viewPanel} ${styles.chartPanel}`}>
          <section ref={setChartRegion} className={styles.chart} aria-label={t('chart')} tabIndex={-1}>
            <div className={styles.chartBody}>
              <HostedChartContext.Provider value={hosted}>{chart}</HostedChartContext.Provider>
            </div>
            {chartCredit}
          </section>
        </Tabs.Content>
        <Tabs.Content value="depth" forceMount className={`${styles.viewPanel} ${styles.depthPanel}`}>
          {shows('depth') && <DepthPanel />}
        </Tabs.Content>
        <Tabs.Content value="book" forceMount className={`${styles.viewPanel} ${styles.bookPanel}`}>
          {shows('book') && <OrderBook />}
        </Tabs.Content>
        <div className={styles.side}>
          <div className={styles.ticket}>
            <OrderTicket />
          </div>
          <Tabs.Content value="trades" forceMount className={`${styles.viewPanel} ${styles.tradesPanel}`}>
            {shows('trades') && <TradesPanel />}
          </Tabs.Content>
        </div>
        <div className={styles.account}>
          <OrdersPanel />
        </div>
      </Tabs.Root>
      {quickOrder.used && <QuickOrderDialog request={quickOrder.request} returnTo={quickOrder.returnTo} onClose={() => quickOrder.close(chartRegion)} />}
    </>
  );
}
