'use client';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTranslations } from 'next-intl';
import type { SavedIndicator } from '@exchange/contract/chart';
import type { IndicatorType } from './chart-state';
import { useLazyMenu } from './use-lazy-menu';
import styles from './chart.module.css';

const load = () => import('./IndicatorsMenuSurface');
// The menu (Radix DropdownMenu, and the popper with it) loads on the button's first use.
const IndicatorsMenuSurface = dynamic(
  () =>
    loadIsland(
      'IndicatorsMenuSurface',
      load().then((m) => m.IndicatorsMenuSurface),
    ),
  { ssr: false },
);

/**
 * The indicators menu's button, in the page from the start; its menu (IndicatorsMenuSurface: arrow
 * keys, Escape, focus back on this button) loads when it is first opened. Add an indicator with its
 * default inputs, or open the settings of (with the button as the dialog's opener) / remove one
 * already shown.
 */
export function IndicatorsMenu({
  indicators,
  onAdd,
  onEdit,
  onRemove,
}: {
  indicators: readonly SavedIndicator[];
  onAdd: (type: IndicatorType) => void;
  onEdit: (type: IndicatorType, opener: HTMLElement | null) => void;
  onRemove: (type: IndicatorType) => void;
}) {
  const t = useTranslations('chart');
  const menu = useLazyMenu('menu', () => void load().catch(() => undefined));
  return (
    <>
      <button {...menu.buttonProps} className={styles.button}>
        {t('indicators')}
      </button>
      {menu.used && (
        <IndicatorsMenuSurface
          {...menu.surface}
          indicators={indicators}
          onAdd={onAdd}
          onEdit={(type) => onEdit(type, menu.surface.trigger)}
          onRemove={onRemove}
        />
      )}
    </>
  );
}
