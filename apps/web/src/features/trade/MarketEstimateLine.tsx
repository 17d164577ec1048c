'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { SLIPPAGE_BOUNDS, type SlippageBound } from '@exchange/contract/cookies';
import type { OrderSide } from '@exchange/contract/trade';
import { useBook } from '@/lib/market/book/use-book';
import { useClientContext, usePreferences } from '@/lib/request/client-context';
import { formatDecimal, formatUpTo } from './format';
import { estimateMarket } from './market-estimate';
import { useTradeFacts } from './use-trade';
import styles from './trade.module.css';

/**
 * A market order's estimate from the live book (market-estimate.ts): its average price and its
 * slippage from the best price, repainted with the book; and the trader's slippage bound (a
 * preference, sent with the order as `max_slippage`): above it the ticket refuses to submit.
 */
export function MarketEstimateLine({
  side,
  amount,
  priceDecimals,
  amountDecimals,
}: {
  side: OrderSide;
  amount: string;
  priceDecimals: number;
  amountDecimals: number;
}) {
  const t = useTranslations('trade.ticket');
  const { locale } = useClientContext();
  const { pair } = useTradeFacts();
  const book = useBook(pair.pair);
  const [{ maxSlippage }, setPreferences] = usePreferences();
  const boundId = useId();
  const estimate = estimateMarket(side, amount, book, priceDecimals);
  const above = estimate?.above(maxSlippage) ?? false;
  return (
    <div className={styles.estimate}>
      <dl className={styles.estimateFigures}>
        <div className={styles.total}>
          <dt>{t('estimate')}</dt>
          <dd className={styles.num}>{estimate ? `${t('approx')}${formatDecimal(estimate.average, locale, priceDecimals)} ${pair.quote}` : '--'}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('slippage')}</dt>
          <dd className={`${styles.num} ${above ? styles.estimateAbove : ''}`}>{estimate ? `${formatDecimal(estimate.slippage, locale, 2)}%` : '--'}</dd>
        </div>
      </dl>
      {above && estimate && (
        <p className={styles.fieldError}>
          {t('errors.slippage', { slippage: formatDecimal(estimate.slippage, locale, 2), bound: formatDecimal(maxSlippage, locale) })}
        </p>
      )}
      {estimate && !estimate.enough && (
        <p className={styles.note}>{t('thinBook', { amount: formatUpTo(estimate.filled, locale, amountDecimals), base: pair.base })}</p>
      )}
      <div className={styles.total}>
        <label htmlFor={boundId}>{t('maxSlippage')}</label>
        <select
          id={boundId}
          className={styles.boundSelect}
          value={maxSlippage}
          onChange={(event) => setPreferences([{ key: 'maxSlippage', value: event.target.value as SlippageBound }])}
        >
          {SLIPPAGE_BOUNDS.map((bound) => (
            <option key={bound} value={bound}>
              {formatDecimal(bound, locale)}%
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
