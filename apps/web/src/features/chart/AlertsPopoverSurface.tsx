'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import * as Popover from '@radix-ui/react-popover';
import type { PriceAlert } from '@exchange/contract/alerts';
import { Contained } from '@/lib/islands/Contained';
import { ExistingTrigger } from './ExistingTrigger';
import type { LazySurfaceProps } from './use-lazy-menu';
import styles from './chart.module.css';

interface ListProps {
  readonly pair: string;
  readonly alerts: readonly PriceAlert[];
  readonly onDelete: (id: string) => void;
}

/**
 * The pair's active price alerts (Radix Popover), hung from the page's Alerts button
 * (AlertsPopover) and loaded on its first use: focus moves into it, Escape closes it and focus goes
 * back to the button. The list fails on its own (Contained): the open popover shows the error
 * notice, and still closes.
 */
export function AlertsPopoverSurface({ open, onOpenChange, trigger, contentId, onReady, pair, alerts, onDelete }: LazySurfaceProps & ListProps) {
  const t = useTranslations('chart');
  useEffect(onReady, [onReady]);
  const label = t('alertsTitle', { pair: pair.replace('_', '/') });
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <ExistingTrigger element={trigger} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content id={contentId} className={styles.popover} align="end" sideOffset={4} aria-label={label}>
          <Contained name="alerts">
            <AlertList pair={pair} alerts={alerts} onDelete={onDelete} />
          </Contained>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function AlertList({ pair, alerts, onDelete }: ListProps) {
  const t = useTranslations('chart');
  return (
    <>
      <h2 className={styles.popoverTitle}>{t('alertsTitle', { pair: pair.replace('_', '/') })}</h2>
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
    </>
  );
}
