'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FiatIcon } from '@/lib/fiat/FiatIcon';
import { useFiat, usePreferences } from '@/lib/request/client-context';
import { choosePayWith } from '@/lib/preferences/preference-rules';
import { trackClick } from '@/lib/telemetry/tracking';
import { filterFiats, type FiatOption } from './payWith';
import styles from './pay-with.module.css';

/**
 * The pay-with fiat selector with a search box (spec doc 1 §2, §4): choosing a fiat sets the
 * current currency, stores the default buy-crypto fiat and closes; the buy-crypto entries follow
 * at once (card, bank, P2P as the fiat offers them).
 */
export function PayWith({ fiats }: { fiats: readonly FiatOption[] }) {
  const t = useTranslations('account.payWith');
  const current = useFiat();
  const [, setPreferences] = usePreferences();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = filterFiats(fiats, query);
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  // the search box takes focus when the list opens; closing gives it back to the toggle
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    setQuery('');
    toggle.current?.focus();
  };
  return (
    <div className={styles.payWith}>
      <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen((v) => !v)}>
        {t('label')} <strong>{current}</strong>
      </button>
      {open && (
        <div className={styles.popup}>
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {t('search')}
          </label>
          <input
            id={`${id}-search`}
            className={styles.search}
            type="search"
            placeholder={t('search')}
            ref={search}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
            }}
          />
          <ul id={`${id}-list`} className={styles.list} aria-label={t('label')}>
            {shown.map((fiat) => (
              <li key={fiat.code}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={fiat.code === current}
                  aria-label={t('choose', { fiat: fiat.code })}
                  onClick={() => {
                    trackClick(`pay_with:${fiat.code}`);
                    setPreferences(choosePayWith(fiat.code));
                    close();
                  }}
                >
                  <FiatIcon code={fiat.code} />
                  {fiat.code} <span className={styles.symbol}>{fiat.symbol}</span>
                </button>
              </li>
            ))}
          </ul>
          {shown.length === 0 && <p className={styles.empty}>{t('noResults')}</p>}
        </div>
      )}
    </div>
  );
}
