import { useTranslations } from 'next-intl';
import { normal } from '@exchange/decimal/text';
import type { Deposit } from '@exchange/contract/wallet';
import { statusView, type StatusIcon } from './deposit-rules';
import styles from './deposit.module.css';

const PATHS: Record<StatusIcon, string> = {
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  check: 'M5 12l4 4 10-10',
  warning: 'M12 3l10 18H2L12 3zm0 7v5m0 3v.01',
};

function Icon({ icon }: { icon: StatusIcon }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={PATHS[icon]} />
    </svg>
  );
}

/** The history's rows: time, network, amount, status (icon and words: pending shows n/m confirmations), and the transaction hash. */
export function DepositRows({ deposits, locale }: { deposits: readonly Deposit[]; locale: string }) {
  const t = useTranslations('deposit');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <ul className={styles.rows}>
      {deposits.map((d) => {
        const view = statusView(d);
        return (
          <li key={d.id} className={styles.row} data-testid="deposit-row" data-status={d.status}>
            <span className={styles.rowAmount}>
              {normal(d.amount)} {d.currency}
            </span>
            <span className={`${styles.status} ${styles[view.key] ?? ''}`}>
              <Icon icon={view.icon} />
              {view.progress ? t('status.pendingOf', view.progress) : t(`status.${view.key}`)}
            </span>
            <span className={styles.hint}>
              {d.network} · <time dateTime={new Date(d.create_time_ms).toISOString()}>{time.format(d.create_time_ms)}</time>
            </span>
            <code className={styles.hash} title={d.tx_hash}>
              {d.tx_hash}
            </code>
          </li>
        );
      })}
    </ul>
  );
}
