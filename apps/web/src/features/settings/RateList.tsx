'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { chooseFiat, switchCurrentRate } from '../../lib/preference-rules';
import { writeCookies } from '../../lib/preferences-client';
import { trackClick } from '../../lib/tracking';
import type { SettingsData } from './settingsData';
import styles from './settings.module.css';

/** The exchange-rate tab: the current-rate switch and the fiat list. */
export function RateList({ data, onDone }: { data: SettingsData; onDone: () => void }) {
  const t = useTranslations('settings');
  const router = useRouter();
  const apply = (writes: Parameters<typeof writeCookies>[0]) => {
    writeCookies(writes);
    router.refresh();
  };
  return (
    <div className={styles.rate}>
      <label className={styles.switchRow}>
        <span>{t('currentRate')}</span>
        <button
          type="button"
          role="switch"
          aria-checked={data.rateMode}
          className={styles.switch}
          aria-label={t('currentRate')}
          onClick={() => {
            trackClick(`rate_switch:${data.rateMode ? 'off' : 'on'}`);
            apply(switchCurrentRate(!data.rateMode));
          }}
        />
      </label>
      <ul className={styles.grid}>
        {data.fiats.map((fiat) => (
          <li key={fiat.code}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={data.rateMode && fiat.code === data.fiat}
              onClick={() => {
                trackClick(`fiat:${fiat.code}`);
                apply(chooseFiat(fiat.code));
                onDone();
              }}
            >
              {fiat.code} <span className={styles.symbol}>{fiat.symbol}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
