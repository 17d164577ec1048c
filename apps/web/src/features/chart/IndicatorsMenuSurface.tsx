'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { SavedIndicator } from '@exchange/contract/chart';
import { Contained } from '@/lib/islands/Contained';
import { INDICATOR_TYPES, type IndicatorType } from './chart-state';
import { ExistingTrigger } from './ExistingTrigger';
import { useFocusFirstItem, type LazySurfaceProps } from './use-lazy-menu';
import styles from './chart.module.css';

interface Actions {
  readonly indicators: readonly SavedIndicator[];
  readonly onAdd: (type: IndicatorType) => void;
  readonly onEdit: (type: IndicatorType) => void;
  readonly onRemove: (type: IndicatorType) => void;
}

/**
 * The indicators menu (Radix DropdownMenu), hung from the page's Indicators button
 * (IndicatorsMenu) and loaded on its first use: arrow keys, Escape, focus back on the button.
 * Opened from the keyboard, focus goes to the first entry (Radix's own keyboard tracking starts
 * only once this is loaded). Its entries fail on their own (Contained): the open menu shows the
 * error notice, and still closes.
 */
export function IndicatorsMenuSurface({ open, onOpenChange, focusFirst, trigger, triggerId, contentId, onReady, ...actions }: LazySurfaceProps & Actions) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(onReady, [onReady]);
  useFocusFirstItem(content, open && focusFirst);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <ExistingTrigger element={trigger} />
      </DropdownMenu.Trigger>
      {/* in place, not portalled to <body>: the open menu stays inside its landmark (axe "region"); the popper places it */}
      <DropdownMenu.Content ref={content} id={contentId} aria-labelledby={triggerId} className={styles.menu} align="start" sideOffset={4}>
        <Contained name="indicators menu">
          <IndicatorItems {...actions} />
        </Contained>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** Each indicator's entries: Add, or its settings and Remove when shown. */
function IndicatorItems({ indicators, onAdd, onEdit, onRemove }: Actions) {
  const t = useTranslations('chart');
  const shown = new Set(indicators.map((i) => i.type));
  return INDICATOR_TYPES.map((type, n) => {
    const name = t(`indicatorNames.${type}`);
    return (
      <DropdownMenu.Group key={type}>
        {n > 0 && <DropdownMenu.Separator className={styles.menuSeparator} />}
        {shown.has(type) ? (
          <>
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => onEdit(type)}>
              {t('edit', { name })}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => onRemove(type)}>
              {t('remove', { name })}
            </DropdownMenu.Item>
          </>
        ) : (
          <DropdownMenu.Item className={styles.menuItem} onSelect={() => onAdd(type)}>
            {t('add', { name })}
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Group>
    );
  });
}
