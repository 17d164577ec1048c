'use client';
import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '../../../../src/lib/failed-island';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from 'next-intl';
import type { PairInfo } from '@exchange/contract/trade';
import type { Messages } from '../../../../src/i18n/messages';
import type { AuthTargets } from '../../../../src/lib/AuthLinks';
import { ChartCredit } from '../../../../src/features/chart/ChartCredit';
import { Contained } from '../../../../src/lib/Contained';
import { MarketDataProvider } from '../../../../src/lib/market/query-client';
import { OrderTicket } from '../../../../src/features/trade/OrderTicket';
import { OrdersPanel } from '../../../../src/features/trade/OrdersPanel';
import { PairHeader } from '../../../../src/features/trade/PairHeader';
import type { PairRef } from '../../../../src/lib/trade-pair';
import { useQuickOrder } from '../../../../src/features/trade/quick-order-state';
import { TradeContext, usePairInfo, useTradeFacts } from '../../../../src/features/trade/use-trade';
import styles from './trade-page.module.css';

/** The chart and its library load in the browser only, in their own chunk (DESIGN.md "Performance"). */
const ChartArea = dynamic(
  () =>
    loadIsland(
      'ChartArea',
      import('../../../../src/features/chart/ChartArea').then((m) => m.default),
    ),
  { ssr: false },
);
/** The chart's quick-order dialog loads once a quick order is asked for: the ticket needs no dialog code. */
const QuickOrderDialog = dynamic(
  () =>
    loadIsland(
      'QuickOrderDialog',
      import('../../../../src/features/trade/QuickOrderDialog').then((m) => m.QuickOrderDialog),
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
}

/**
 * The trade page's client composition: the trade messages beside the site's, the page's shared
 * query client, the trade facts, and the four regions (pair header, chart, ticket, orders) in one
 * grid. The chart region's size is fixed by CSS before the chart loads, so nothing moves when it
 * does. The chart's quick order opens the trade feature's dialog through this component (the
 * chart offers none when spot trading is closed to the visitor).
 */
export function TradeWorkspace({ pair, initialInfo, loggedIn, auth, spotClosed, messages, chartMessages }: Props) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...parent, trade: messages, chart: chartMessages }), [parent, messages, chartMessages]);
  const facts = useMemo(() => ({ pair, initialInfo, loggedIn, auth, spotClosed }), [pair, initialInfo, loggedIn, auth, spotClosed]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged} {...(timeZone ? { timeZone } : {})}>
      <MarketDataProvider>
        <TradeContext.Provider value={facts}>
          <TradeLayout />
        </TradeContext.Provider>
      </MarketDataProvider>
    </NextIntlClientProvider>
  );
}

function TradeLayout() {
  const t = useTranslations('trade');
  const quickOrder = useQuickOrder();
  const info = usePairInfo();
  const { loggedIn, spotClosed } = useTradeFacts();
  const [chartRegion, setChartRegion] = useState<HTMLElement | null>(null);
  return (
    <>
      <div className={styles.workspace}>
        <div className={styles.header}>
          <PairHeader />
        </div>
        <section ref={setChartRegion} className={styles.chart} aria-label={t('chart')} tabIndex={-1}>
          <div className={styles.chartBody}>
            {info && (
              <Contained name="chart">
                <ChartArea
                  pair={info.pair}
                  priceDecimals={info.price_decimals}
                  hasSeconds={info.has_seconds}
                  loggedIn={loggedIn}
                  {...(spotClosed ? {} : { onQuickOrder: quickOrder.open })}
                />
              </Contained>
            )}
          </div>
          <ChartCredit />
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
