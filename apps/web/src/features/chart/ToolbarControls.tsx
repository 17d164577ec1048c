'use client';
import { useEffect, useId, useState } from 'react';
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

const shown = (pair: string) => pair.replace('_', '/');
const typed = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/[/\s-]+/g, '_');

/**
 * The pair picker of a second, third or fourth chart: a text field suggesting the site's spot
 * pairs (one shared <datalist>, `listId`); a listed pair typed or picked is shown at once (one
 * typed before the site's list arrived is taken when it arrives), anything else goes back to the
 * current pair when the field is left. Parents key it by the pair.
 */
export function PairPicker({ value, pairs, listId, onChange }: { value: string; pairs: readonly string[]; listId: string; onChange: (pair: string) => void }) {
  const t = useTranslations('chart');
  const id = useId();
  const [text, setText] = useState(shown(value));
  useEffect(() => {
    const pair = typed(text);
    if (pair !== value && pairs.includes(pair)) onChange(pair);
  }, [text, pairs, value, onChange]);
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{t('pair')}</label>
      <input
        id={id}
        className={styles.input}
        list={listId}
        value={text}
        autoComplete="off"
        spellCheck={false}
        size={11}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          // while the list is still loading, a typed pair waits for it
          if (pairs.length > 0 && !pairs.includes(typed(text))) setText(shown(value));
        }}
      />
    </span>
  );
}

/** The suggestions every pair picker shares. */
export function PairList({ id, pairs }: { id: string; pairs: readonly string[] }) {
  return (
    <datalist id={id}>
      {pairs.map((pair) => (
        <option key={pair} value={shown(pair)} />
      ))}
    </datalist>
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
