'use client';
import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import { directionOf } from '@exchange/sites/locales';
import { AuthLinks } from '@/lib/auth/AuthLinks';
import { useClientContext } from '@/lib/request/client-context';
import { add, parseDecimal, toText } from '@exchange/decimal/dec';
import { FeedbackLine } from './FeedbackLine';
import { balanceDecimals, formatUpTo } from './format';
import { OrdersTable } from './OrdersTable';
import type { Feedback } from './trade-actions';
import { useBalancesState, useCancelOrder, useOpenOrders, useOrderHistory, usePairInfo, useTradeFacts } from './use-trade';
import styles from './trade.module.css';

type Tab = 'open' | 'history' | 'balances';

/**
 * The user's side of the pair: open orders (cancellable, polled while any rest), the order
 * history (filled and cancelled) and the balances of the pair's two currencies. Guests are asked
 * to log in instead.
 */
export function OrdersPanel() {
  const t = useTranslations('trade.orders');
  const { loggedIn, auth } = useTradeFacts();
  const { locale } = useClientContext();
  const [tab, setTab] = useState<Tab>('open');
  const open = useOpenOrders();
  const history = useOrderHistory(tab === 'history');
  const cancel = useCancelOrder();
  const [feedback, setFeedback] = useState<Feedback | undefined>(undefined);
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());

  const onCancel = async (id: string) => {
    setCancelling((s) => new Set(s).add(id));
    setFeedback(undefined);
    const outcome = await cancel(id);
    setFeedback(outcome.feedback);
    setCancelling((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  };

  if (!loggedIn) {
    return (
      <section className={styles.panel} aria-labelledby="trade-orders-title">
        <h2 id="trade-orders-title" className={styles.panelTitle}>
          {t('title')}
        </h2>
        <div className={styles.guest}>
          <p className={styles.note}>{t('guest')}</p>
          {auth && (
            <div className={styles.guestLinks}>
              <AuthLinks {...auth} track="trade_orders" />
            </div>
          )}
        </div>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="trade-orders-title">
      <h2 id="trade-orders-title" className="visually-hidden">
        {t('title')}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'history' || value === 'balances' ? value : 'open')} dir={directionOf(locale)}>
        <Tabs.List className={styles.panelTabs} aria-label={t('title')}>
          <Tabs.Trigger value="open" className={styles.panelTab}>
            {t('open', { count: open.orders?.length ?? 0 })}
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={styles.panelTab}>
            {t('history')}
          </Tabs.Trigger>
          <Tabs.Trigger value="balances" className={styles.panelTab}>
            {t('balances')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="open" className={styles.tabPanel}>
          <OrdersTable kind="open" state={open} cancelling={cancelling} onCancel={(id) => void onCancel(id)} />
          <FeedbackLine feedback={feedback} />
        </Tabs.Content>
        <Tabs.Content value="history" className={styles.tabPanel}>
          <OrdersTable kind="history" state={history} />
        </Tabs.Content>
        <Tabs.Content value="balances" className={styles.tabPanel}>
          <BalancesTable />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function BalancesTable() {
  const t = useTranslations('trade.orders');
  const { locale } = useClientContext();
  const { pair } = useTradeFacts();
  const { balances, failed } = useBalancesState();
  const info = usePairInfo();
  const decimalsOf = (currency: string) => balanceDecimals(currency, info);
  if (!balances) return <p className={styles.note}>{failed ? t('loadFailed') : t('loading')}</p>;
  const rows = [pair.base, pair.quote].map((currency) => balances.find((b) => b.currency === currency) ?? { currency, available: '0', locked: '0' });
  return (
    // a region that scrolls sideways must take keyboard focus to be scrolled without a mouse
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label={t('balances')} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('balances')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('currency')}</th>
            <th scope="col">{t('available')}</th>
            <th scope="col">{t('locked')}</th>
            <th scope="col">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => {
            const available = parseDecimal(b.available);
            const locked = parseDecimal(b.locked);
            const total = available && locked ? toText(add(available, locked)) : '';
            return (
              <tr key={b.currency}>
                <th scope="row">{b.currency}</th>
                <td className={styles.num}>{formatUpTo(b.available, locale, decimalsOf(b.currency))}</td>
                <td className={styles.num}>{formatUpTo(b.locked, locale, decimalsOf(b.currency))}</td>
                <td className={styles.num}>{formatUpTo(total, locale, decimalsOf(b.currency))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
