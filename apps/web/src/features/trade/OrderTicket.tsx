'use client';
import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import { directionOf } from '@exchange/sites/locales';
import type { OrderSide } from '@exchange/contract/trade';
import { useClientContext } from '@/lib/request/client-context';
import { closedNoteId } from './ClosedNote';
import { pendingFill, useTicketFill } from './ticket-fill';
import { TicketForm } from './TicketForm';
import { useTradeFacts } from './use-trade';
import styles from './trade.module.css';

/**
 * The order ticket: Buy and Sell tabs, each a form (limit or market, price, amount, share of the
 * balance, total). A guest sees log in and sign up where the submit button would be; a visitor
 * spot trading is closed to, the message saying so, which also describes each side's tab panel.
 */
export function OrderTicket() {
  const t = useTranslations('trade.ticket');
  const { locale } = useClientContext();
  const [side, setSide] = useState<OrderSide>('buy');
  const { spotClosed, pair } = useTradeFacts();
  // a cumulative total picked in the order book names the side that takes it
  const fill = pendingFill(useTicketFill(), pair.pair);
  const [switchedFor, setSwitchedFor] = useState(0);
  if (fill?.side && fill.seq !== switchedFor) {
    setSwitchedFor(fill.seq);
    if (fill.side !== side) setSide(fill.side);
  }
  const describedBy = (of: OrderSide) => (spotClosed ? closedNoteId(of) : undefined);
  return (
    <section className={styles.panel} aria-labelledby="trade-ticket-title">
      <h2 id="trade-ticket-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      <Tabs.Root value={side} onValueChange={(value) => setSide(value === 'sell' ? 'sell' : 'buy')} dir={directionOf(locale)}>
        <Tabs.List className={styles.sideTabs} aria-label={t('side')}>
          <Tabs.Trigger value="buy" className={`${styles.sideTab} ${styles.sideBuy}`}>
            {t('buy')}
          </Tabs.Trigger>
          <Tabs.Trigger value="sell" className={`${styles.sideTab} ${styles.sideSell}`}>
            {t('sell')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="buy" className={styles.tabPanel} aria-describedby={describedBy('buy')}>
          <TicketForm side="buy" />
        </Tabs.Content>
        <Tabs.Content value="sell" className={styles.tabPanel} aria-describedby={describedBy('sell')}>
          <TicketForm side="sell" />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
