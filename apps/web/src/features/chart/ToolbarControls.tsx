'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { CHART_LAYOUTS, type ChartLayout, type ChartResolution } from '@exchange/contract/chart';
import { resolutionLabel, resolutionsFor } from './resolution';
import styles from './chart.module.css';

/** The resolution picker: the 20 resolutions of spec §9 (the seconds ones only for pairs that record them). */
export function ResolutionSelect({ value, hasSeconds, onChange }: { value: ChartResolution; hasSeconds: boolean; onChange: (r: ChartResolution) => void }) {
  const t = useTranslations('chart');
  const id = useId();
  const options = resolutionsFor(hasSeconds);
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{t('interval')}</label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(options.find((r) => r === e.target.value) ?? value)}>
        {options.map((r) => {
          const { count, unit } = resolutionLabel(r);
          return (
            <option key={r} value={r}>
              {t(`units.${unit}`, { count })}
            </option>
          );
        })}
      </select>
    </span>
  );
}

/** The pair picker of a second, third or fourth chart: the site's spot pairs. */
export function PairSelect({ value, pairs, onChange }: { value: string; pairs: readonly string[]; onChange: (pair: string) => void }) {
  const t = useTranslations('chart');
  const id = useId();
  const list = pairs.includes(value) ? pairs : [value, ...pairs];
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{t('pair')}</label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {list.map((pair) => (
          <option key={pair} value={pair}>
            {pair.replace('_', '/')}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The multi-chart layout switch: 1, 2 or 4 charts. */
export function LayoutSwitch({ value, onChange }: { value: ChartLayout; onChange: (layout: ChartLayout) => void }) {
  const t = useTranslations('chart');
  return (
    <div role="group" aria-label={t('layout')} className={styles.segmented}>
      {CHART_LAYOUTS.map((n) => (
        <button key={n} type="button" className={styles.segment} aria-pressed={value === n} onClick={() => onChange(n)}>
          {t('layoutCharts', { count: n })}
        </button>
      ))}
    </div>
  );
}
