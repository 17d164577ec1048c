'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTranslations } from 'next-intl';
import type { PriceAlert } from '@exchange/contract/alerts';
import { useLazyMenu } from './use-lazy-menu';
import styles from './chart.module.css';

const load = () => import('./AlertsPopoverSurface');
// The list (Radix Popover, and the popper with it) loads on the button's first use.
const AlertsPopoverSurface = dynamic(
  () =>
    loadIsland(
      'AlertsPopoverSurface',
      load().then((m) => m.AlertsPopoverSurface),
    ),
  { ssr: false },
);

/**
 * The Alerts button, in the page from the start: it opens the pair's active price alerts with a
 * delete button each (AlertsPopoverSurface, loaded on first use): the chart draws them as dashed
 * lines, which cannot be clicked, so they are removed there.
 */
export function AlertsPopover({ pair, alerts, onDelete }: { pair: string; alerts: readonly PriceAlert[]; onDelete: (id: string) => void }) {
  const t = useTranslations('chart');
  const popover = useLazyMenu('dialog', () => void load().catch(() => undefined));
  return (
    <>
      <button {...popover.buttonProps} className={styles.button}>
        {t('alerts')} ({alerts.length})
      </button>
      {popover.used && <AlertsPopoverSurface {...popover.surface} pair={pair} alerts={alerts} onDelete={onDelete} />}
    </>
  );
}
