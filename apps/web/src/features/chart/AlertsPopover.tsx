'use client';
import { useTranslations } from 'next-intl';
import * as Popover from '@radix-ui/react-popover';
import type { PriceAlert } from '@exchange/contract/alerts';
import styles from './chart.module.css';

/**
 * The pair's active price alerts with a delete button each: the chart draws them as dashed lines,
 * which cannot be clicked, so they are removed here.
 */
export function AlertsPopover({ pair, alerts, onDelete }: { pair: string; alerts: readonly PriceAlert[]; onDelete: (id: string) => void }) {
  const t = useTranslations('chart');
  const label = pair.replace('_', '/');
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.button}>
        {t('alerts')} ({alerts.length})
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} align="end" sideOffset={4} aria-label={t('alertsTitle', { pair: label })}>
          <h2 className={styles.popoverTitle}>{t('alertsTitle', { pair: label })}</h2>
          {alerts.length === 0 ? (
            <p className={styles.note}>{t('noAlerts')}</p>
          ) : (
            <ul className={styles.alertList}>
              {alerts.map((a) => (
                <li key={a.id} className={styles.alertRow}>
                  <span dir="ltr">{a.price}</span>
                  <button type="button" className={styles.button} aria-label={t('deleteAlert', { price: a.price })} onClick={() => onDelete(a.id)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
