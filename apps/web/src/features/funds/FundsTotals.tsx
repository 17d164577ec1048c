'use client';
import { useTranslations } from 'next-intl';
import { useClientContext, useFiat } from '@/lib/request/client-context';
import { inFiat } from './funds-rules';
import { formatMoney, formatQuantity } from './money-format';
import styles from './funds.module.css';

/**
 * The account's total, the figures the header's summary panel shows (the API's `total_usd` and
 * `total_btc` at reference prices, account/balances): in the fiat in force (a fiat change shows at
 * once), then in USD and BTC.
 */
export function FundsTotals({ totalUsd, totalBtc, rates }: { totalUsd: string; totalBtc: string; rates: Readonly<Record<string, string>> }) {
  const t = useTranslations('funds');
  const { locale } = useClientContext();
  const main = inFiat(totalUsd, useFiat(), rates);
  return (
    <section className={styles.totals} aria-labelledby="funds-total">
      <h2 id="funds-total" className={styles.totalsLabel}>
        {t('total')}
      </h2>
      <p className={styles.totalMain} data-testid="funds-total">
        {formatMoney(main.amount, main.currency, locale)}
      </p>
      <p className={styles.totalOther}>
        <span data-testid="funds-total-usd">{t('inUsd', { amount: formatMoney(totalUsd, 'USD', locale) })}</span>
        <span data-testid="funds-total-btc">{t('inBtc', { amount: formatQuantity(totalBtc, locale) })}</span>
      </p>
    </section>
  );
}
