'use client';
import { forwardRef } from 'react';
import { useTranslations } from 'next-intl';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { SavedIndicator } from '@exchange/contract/chart';
import { INDICATOR_TYPES, type IndicatorType } from './chart-state';
import styles from './chart.module.css';

/**
 * The indicators menu (Radix DropdownMenu: arrow keys, Escape, focus back on its button): add an
 * indicator with its default inputs, or open the settings of / remove one already shown.
 */
export const IndicatorsMenu = forwardRef<
  HTMLButtonElement,
  {
    indicators: readonly SavedIndicator[];
    onAdd: (type: IndicatorType) => void;
    onEdit: (type: IndicatorType) => void;
    onRemove: (type: IndicatorType) => void;
  }
>(function IndicatorsMenu({ indicators, onAdd, onEdit, onRemove }, ref) {
  const t = useTranslations('chart');
  const shown = new Set(indicators.map((i) => i.type));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={ref} className={styles.button}>
        {t('indicators')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={4}>
          {INDICATOR_TYPES.map((type, n) => {
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
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
