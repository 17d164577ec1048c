'use client';
import { useTranslations } from 'next-intl';
import type { ChangeBasis, RiseColor } from '@exchange/contract/cookies';
import { LOCALE_NAMES } from '@exchange/sites/locales';
import { useFiat, usePreferences } from '@/lib/request/client-context';
import { useOverlayActions } from '@/lib/overlays/overlays';
import { chooseChangeBasis, chooseRiseColor } from '@/lib/preferences/preference-rules';
import { trackClick } from '@/lib/telemetry/tracking';
import type { SettingsData } from './settingsData';
import styles from './settings.module.css';

const RISE: readonly { value: RiseColor; key: 'greenUp' | 'redUp' }[] = [
  { value: 'green', key: 'greenUp' },
  { value: 'red', key: 'redUp' },
];
const BASES: readonly { value: ChangeBasis; key: 'basis24h' | 'basisUtc0' | 'basisUtc8' }[] = [
  { value: '24h', key: 'basis24h' },
  { value: 'utc0', key: 'basisUtc0' },
  { value: 'utc8', key: 'basisUtc8' },
];

/** The settings list: language, exchange rate, rise/fall colour and change-period base; choices apply at once. */
export function SettingsPanel({ data }: { data: SettingsData }) {
  const t = useTranslations('settings');
  const [preferences, setPreferences] = usePreferences();
  const fiat = useFiat();
  const overlays = useOverlayActions();
  return (
    <div className={styles.panel}>
      {data.show.language && (
        <>
          <button type="button" className={styles.row} onClick={() => overlays.open({ kind: 'language', tab: '0' })}>
            <span>{t('language')}</span>
            <span className={styles.value}>{LOCALE_NAMES[data.locale]}</span>
          </button>
          <button type="button" className={styles.row} onClick={() => overlays.open({ kind: 'language', tab: '1' })}>
            <span>{t('exchangeRate')}</span>
            <span className={styles.value}>{preferences.rateMode ? fiat : '—'}</span>
          </button>
        </>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('riseFall')}</legend>
        {RISE.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              name="rise-color"
              value={option.value}
              checked={preferences.riseColor === option.value}
              onChange={() => {
                trackClick(`rise_color:${option.value}`);
                setPreferences(chooseRiseColor(option.value));
              }}
            />
            <span className={styles[`swatch-${option.value}`]} aria-hidden="true" />
            {t(option.key)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('changeBasis')}</legend>
        {BASES.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              name="change-basis"
              value={option.value}
              checked={preferences.changeBasis === option.value}
              onChange={() => {
                trackClick(`change_basis:${option.value}`);
                setPreferences(chooseChangeBasis(option.value));
              }}
            />
            {t(option.key)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
