'use client';
import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { StaleMark, staleValueClass } from '@/lib/live/StaleMark';
import { usePriceStaleness, useTick } from '@/lib/live/use-live';
import { CoinIcon } from '@/lib/market/ui/CoinIcon';
import { useClientContext, useFiat, useHref } from '@/lib/request/client-context';
import { inFiat, livePairOf, valueNow, type FundView } from './funds-rules';
import { formatMoney, formatQuantity } from './money-format';
import grid from '@/lib/ui/data-table.module.css';
import styles from './funds.module.css';

type Rates = Readonly<Record<string, string>>;

/** The value cell of a currency with a live price: the tick's price while current, marked stale when it stops. */
function LiveValue({ view, pair, rates }: { view: FundView; pair: string; rates: Rates }) {
  const tick = useTick(pair);
  const staleness = usePriceStaleness(pair);
  const { locale } = useClientContext();
  const value = inFiat(valueNow(view, tick?.last), useFiat(), rates);
  return (
    <>
      <span className={staleness.stale ? staleValueClass : undefined}>{formatMoney(value.amount, value.currency, locale)}</span>
      <StaleMark staleness={staleness} />
    </>
  );
}

function ReferenceValue({ view, rates }: { view: FundView; rates: Rates }) {
  const { locale } = useClientContext();
  const value = inFiat(view.usdValue, useFiat(), rates);
  return <span>{formatMoney(value.amount, value.currency, locale)}</span>;
}

/** One currency: what is held, available and in orders, its value now, and where to deposit, withdraw or trade it. */
export const FundRow = memo(function FundRow({ view, rates, tradable }: { view: FundView; rates: Rates; tradable: boolean }) {
  const t = useTranslations('funds');
  const to = useHref();
  const { locale } = useClientContext();
  const pair = livePairOf(view);
  return (
    <tr>
      <th scope="row" className={styles.currency}>
        <CoinIcon symbol={view.currency} size={24} />
        <span>
          <span className={styles.symbol}>{view.currency}</span>
          <span className={styles.name}>{view.name}</span>
        </span>
      </th>
      <td className={grid.num}>{formatQuantity(view.available, locale)}</td>
      <td className={grid.num}>{formatQuantity(view.locked, locale)}</td>
      <td className={grid.num}>{pair ? <LiveValue view={view} pair={pair} rates={rates} /> : <ReferenceValue view={view} rates={rates} />}</td>
      <td className={styles.actions}>
        <a href={to(`/myaccount/deposit/${view.currency}`)} aria-label={t('depositOf', { currency: view.currency })}>
          {t('deposit')}
        </a>
        <a href={to(`/myaccount/withdraw/${view.currency}`)} aria-label={t('withdrawOf', { currency: view.currency })}>
          {t('withdraw')}
        </a>
        {tradable && pair && (
          <a href={to(`/trade/${pair}`)} aria-label={t('tradeOf', { currency: view.currency })}>
            {t('trade')}
          </a>
        )}
      </td>
    </tr>
  );
});
