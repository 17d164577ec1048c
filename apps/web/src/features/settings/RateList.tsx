'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { FiatIcon } from '@/lib/fiat/FiatIcon';
import { useFiat, usePreferences } from '@/lib/request/client-context';
import { chooseFiat, switchCurrentRate } from '@/lib/preferences/preference-rules';
import { trackClick } from '@/lib/telemetry/tracking';
import type { SettingsData } from './settingsData';
import styles from './settings.module.css';

/** The exchange-rate tab: the current-rate switch and the fiat list; a choice applies at once. */
export function RateList({ fiats, onDone }: { fiats: SettingsData['fiats']; onDone: () => void }) {
  const t = useTranslations('settings');
  const [preferences, setPreferences] = usePreferences();
  const fiat = useFiat();
  const labelId = useId();
  return (
    <div className={styles.rate}>
      <div className={styles.switchRow}>
        <span id={labelId}>{t('currentRate')}</span>
        <button
          type="button"
          role="switch"
          aria-checked={preferences.rateMode}
          className={styles.switch}
          aria-labelledby={labelId}
          onClick={() => {
            trackClick(`rate_switch:${preferences.rateMode ? 'off' : 'on'}`);
            setPreferences(switchCurrentRate(!preferences.rateMode));
          }}
        />
      </div>
      <ul className={styles.grid}>
        {fiats.map((option) => (
          <li key={option.code}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={preferences.rateMode && option.code === fiat}
              onClick={() => {
                trackClick(`fiat:${option.code}`);
                setPreferences(chooseFiat(option.code));
                onDone();
              }}
            >
              <FiatIcon code={option.code} />
              {option.code} <span className={styles.symbol}>{option.symbol}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
