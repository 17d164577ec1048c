'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LOCALE_NAMES } from '@exchange/sites/locales';
import type { ChangeBasis, RiseColor } from '../../lib/preferences';
import { chooseChangeBasis, chooseRiseColor } from '../../lib/preference-rules';
import { writeCookies } from '../../lib/preferences-client';
import { trackClick } from '../../lib/tracking';
import { openLanguageDialog, type SettingsData } from './settingsData';
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

/** The settings list: language, exchange rate, rise/fall colour and change-period base. */
export function SettingsPanel({ data, showLanguage, onNavigate }: { data: SettingsData; showLanguage: boolean; onNavigate: () => void }) {
  const t = useTranslations('settings');
  const router = useRouter();
  // Shown at once; the server renders the same from the cookies after the refresh.
  const [riseColor, setRiseColor] = useState(data.riseColor);
  const [changeBasis, setChangeBasis] = useState(data.changeBasis);
  const save = (writes: Parameters<typeof writeCookies>[0], button: string) => {
    trackClick(button);
    writeCookies(writes);
    router.refresh();
  };
  return (
    <div className={styles.panel}>
      {showLanguage && (
        <>
          <button
            type="button"
            className={styles.row}
            onClick={() => {
              onNavigate();
              openLanguageDialog(0);
            }}
          >
            <span>{t('language')}</span>
            <span className={styles.value}>{LOCALE_NAMES[data.locale]}</span>
          </button>
          <button
            type="button"
            className={styles.row}
            onClick={() => {
              onNavigate();
              openLanguageDialog(1);
            }}
          >
            <span>{t('exchangeRate')}</span>
            <span className={styles.value}>{data.rateMode ? data.fiat : '—'}</span>
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
              checked={riseColor === option.value}
              onChange={() => {
                setRiseColor(option.value);
                document.documentElement.dataset.rise = option.value;
                save(chooseRiseColor(option.value), `rise_color:${option.value}`);
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
              checked={changeBasis === option.value}
              onChange={() => {
                setChangeBasis(option.value);
                save(chooseChangeBasis(option.value), `change_basis:${option.value}`);
              }}
            />
            {t(option.key)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
