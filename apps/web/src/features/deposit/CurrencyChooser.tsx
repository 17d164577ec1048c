'use client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useHref } from '@/lib/request/client-context';
import { matchCurrencies } from './deposit-rules';
import styles from './deposit.module.css';

/** Matches the chooser lists at once. */
const SHOWN = 12;

/**
 * The currency chooser: a search field over the site's currencies and the matching ones as links to
 * their deposit page. Arrow Down from the field moves into the list, the arrows move along it, Escape
 * goes back to the field; the current currency is marked with aria-current.
 */
export function CurrencyChooser({ current, currencies }: { current: string; currencies: readonly string[] }) {
  const t = useTranslations('deposit');
  const href = useHref();
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const shown = matchCurrencies(currencies, query, SHOWN);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onFieldKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    links()[0]?.focus();
  };
  const onLinkKey = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links();
    const at = all.findIndex((a) => a === document.activeElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      field.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
      e.preventDefault();
      all[Math.min(at + 1, all.length - 1)]?.focus();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
      e.preventDefault();
      if (at <= 0) field.current?.focus();
      else all[at - 1]?.focus();
    }
  };

  return (
    <section className={styles.chooser} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={styles.subheading}>
        {t('chooseCurrency')}
      </h2>
      <label htmlFor={`${id}-q`}>{t('searchCurrency')}</label>
      <input
        ref={field}
        id={`${id}-q`}
        type="search"
        className={styles.search}
        value={query}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onFieldKey}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('searchHint')}
      </p>
      {shown.length === 0 ? (
        <p role="status">{t('noCurrency')}</p>
      ) : (
        <ul ref={list} className={styles.currencies} aria-label={t('currencies')}>
          {shown.map((code) => (
            <li key={code}>
              <a
                href={href(`/myaccount/deposit/${code}`)}
                aria-current={code === current ? 'page' : undefined}
                className={styles.currency}
                onKeyDown={onLinkKey}
              >
                {code}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
