'use client';
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { writeCookies } from '../../lib/preferences-client';
import { trackClick } from '../../lib/tracking';
import { choosePayWith, filterFiats, type FiatOption } from './payWith';
import styles from './pay-with.module.css';

/**
 * The pay-with fiat selector with a search box (spec doc 1 §2, §4): choosing a fiat sets the
 * current currency, stores the default buy-crypto fiat and closes; the server then renders the
 * buy-crypto entries the fiat offers (card, bank, P2P).
 */
export function PayWith({ fiats, current }: { fiats: readonly FiatOption[]; current: string }) {
  const t = useTranslations('account.payWith');
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = filterFiats(fiats, query);
  return (
    <div className={styles.payWith}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen((v) => !v)}>
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
            value={query}
            autoFocus
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setOpen(false);
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
                    writeCookies(choosePayWith(fiat.code));
                    setOpen(false);
                    setQuery('');
                    router.refresh();
                  }}
                >
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
