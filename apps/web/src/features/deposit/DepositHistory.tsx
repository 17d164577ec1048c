'use client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { DEPOSITS_PAGE_SIZE, type Deposit } from '@exchange/contract/wallet';
import { useClientContext } from '@/lib/request/client-context';
import { DepositRows } from './DepositRows';
import { mergeDeposit, pageCount, statusView } from './deposit-rules';
import styles from './deposit.module.css';

interface Page {
  readonly list: readonly Deposit[];
  readonly page: number;
  readonly total: number;
}

async function readPage(currency: string, page: number): Promise<Page | null> {
  const [client, calls] = await Promise.all([import('@/lib/api/browser'), import('@exchange/contract/wallet')]);
  const answer = await client.browserRequest(calls.myDeposits, { currency, page: String(page), size: String(DEPOSITS_PAGE_SIZE) });
  return answer.ok ? answer.data.data : null;
}

/**
 * The currency's deposit history, a page at a time, kept current from the deposits stream
 * (lib/wallet/deposits-live.ts): a deposit's confirmations and its pending → confirmed change show
 * without a reload, and a polite live region says each change in words. `data-live` is "on" once
 * the stream is subscribed.
 */
export function DepositHistory({ currency, initial }: { currency: string; initial: Page | null }) {
  const t = useTranslations('deposit');
  const { locale, websocketOrigin, site } = useClientContext();
  const id = useId();
  const [shown, setShown] = useState<Page | null>(initial);
  const [failed, setFailed] = useState(initial === null);
  const [said, setSaid] = useState('');
  const [live, setLive] = useState(false);
  const pageRef = useRef(initial?.page ?? 1);

  const load = useCallback(
    async (page: number) => {
      const got = await readPage(currency, page);
      if (page !== pageRef.current) return;
      if (got) setShown(got);
      setFailed(got === null);
    },
    [currency],
  );
  const go = (page: number) => {
    pageRef.current = page;
    void load(page);
  };

  useEffect(() => {
    if (!websocketOrigin) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/wallet/deposits-live').then(({ followDeposits }) => {
      if (cancelled) return;
      stop = followDeposits(`${websocketOrigin}${site.websocket.spot}`, {
        onDeposit: (deposit) => {
          if (deposit.currency !== currency) return;
          setShown((s) => {
            const base = s ?? { list: [], page: 1, total: 0 };
            const list = mergeDeposit(base.list, deposit, { currency, firstPage: base.page === 1, max: DEPOSITS_PAGE_SIZE });
            const added = !base.list.some((d) => d.id === deposit.id) && list.some((d) => d.id === deposit.id);
            return list === base.list ? base : { ...base, list, total: base.total + (added ? 1 : 0) };
          });
          const view = statusView(deposit);
          setSaid(
            view.progress
              ? t('saidPending', { amount: deposit.amount, currency, n: view.progress.n, m: view.progress.m })
              : t(view.key === 'confirmed' ? 'saidConfirmed' : 'saidBelowMinimum', { amount: deposit.amount, currency }),
          );
        },
        onSubscribed: () => {
          setLive(true);
          void load(pageRef.current);
        },
        onResync: () => void load(pageRef.current),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [websocketOrigin, site.websocket.spot, currency, load, t]);

  const pages = shown ? pageCount(shown.total, DEPOSITS_PAGE_SIZE) : 1;
  const page = shown?.page ?? 1;
  return (
    <section className={styles.history} aria-labelledby={`${id}-h`} data-live={live ? 'on' : 'off'} data-testid="deposit-history">
      <h2 id={`${id}-h`} className={styles.subheading}>
        {t('history')}
      </h2>
      <p role="status" aria-live="polite" className="visually-hidden">
        {said}
      </p>
      {failed && <p role="alert">{t('historyUnavailable')}</p>}
      {shown && shown.list.length === 0 && <p className={styles.hint}>{t('historyEmpty', { currency })}</p>}
      {shown && shown.list.length > 0 && <DepositRows deposits={shown.list} locale={locale} />}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages')}>
          <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('pageOf', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => go(page + 1)}>
            {t('next')}
          </button>
        </nav>
      )}
    </section>
  );
}
