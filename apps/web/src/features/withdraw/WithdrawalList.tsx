'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalStatus } from '@exchange/contract/withdraw';
import { useClientContext } from '@/lib/request/client-context';
import { AskCancel } from './AskCancel';
import { useRefresh, useWithdrawals } from './use-withdraw';
import { loadWithdrawApi, withdrawKeys } from './withdraw-api';
import { mergeWithdrawal } from './withdrawals-merge';
import grid from '@/lib/ui/data-table.module.css';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/** Each status has its own mark beside its word: the status never rests on colour alone. */
const MARK: Record<WithdrawalStatus, string> = { pending: '⏳', processing: '⟳', completed: '✓', failed: '✕', cancelled: '−' };

/**
 * The user's withdrawals of the currency, newest first: status by word and mark (pending →
 * processing → completed or failed; cancelled), the transaction hash once completed, the reason of
 * a failure, and Cancel while pending (after a confirmation; the row updates). Each change shows
 * as it happens, from the withdrawals stream (use-withdraw.ts `useWithdrawals`; `data-live` is "on"
 * once it is subscribed).
 */
export function WithdrawalList({ currency }: { currency: string }) {
  const t = useTranslations('withdraw.list');
  const { locale } = useClientContext();
  const { query, live } = useWithdrawals(currency);
  const client = useQueryClient();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<Withdrawal | null>(null);
  const [notice, setNotice] = useState('');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const rows = query.data ?? [];

  const cancel = async (w: Withdrawal) => {
    const result = await (await loadWithdrawApi()).cancel(w.id);
    setAsking(null);
    if (result.ok) {
      client.setQueryData<readonly Withdrawal[]>(withdrawKeys.list(currency), (list) => (list ? mergeWithdrawal(list, result.data, currency) : list));
      setNotice(t('cancelled'));
      await refresh();
    } else setNotice(result.error.message || t('cancelFailed'));
  };

  return (
    <section className={styles.section} aria-labelledby="withdrawals-title" data-live={live ? 'on' : 'off'}>
      <h2 id="withdrawals-title" className={styles.subheading}>
        {t('title')}
      </h2>
      <p role="status" className={tone.muted}>
        {notice}
      </p>
      {query.isError && rows.length === 0 && <p role="alert">{t('unavailable')}</p>}
      {query.isPending && <p>{t('loading')}</p>}
      {query.isSuccess && rows.length === 0 && <p className={tone.muted}>{t('empty')}</p>}
      {rows.length > 0 && (
        // focusable so that a keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={grid.scroller} role="group" aria-labelledby="withdrawals-title" tabIndex={0}>
          <table className={`${grid.table} ${styles.table}`}>
            <thead>
              <tr>
                {(['time', 'amount', 'receive', 'network', 'address', 'status', 'action'] as const).map((key) => (
                  <th key={key} scope="col">
                    {t(`col.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((w) => (
                <tr key={w.id} data-withdrawal-id={w.id}>
                  <td>
                    <time dateTime={new Date(w.create_time_ms).toISOString()}>{time.format(w.create_time_ms)}</time>
                  </td>
                  <th scope="row" className={grid.num}>{`${w.amount} ${w.currency}`}</th>
                  <td className={grid.num}>{w.receive_amount}</td>
                  <td>{w.network}</td>
                  <td className={styles.mono}>
                    {w.address}
                    {w.memo ? ` (${w.memo})` : ''}
                  </td>
                  <td data-status={w.status}>
                    <span className={styles[w.status]}>
                      <span aria-hidden="true">{MARK[w.status]} </span>
                      {t(`status.${w.status}`)}
                    </span>
                    {w.tx_hash && <span className={`${styles.mono} ${styles.block}`}>{t('txHash', { hash: w.tx_hash })}</span>}
                    {w.fail_reason && <span className={styles.block}>{w.fail_reason}</span>}
                  </td>
                  <td>
                    {w.status === 'pending' && (
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-label={t('cancelOne', { amount: w.amount, currency: w.currency })}
                        onClick={() => setAsking(w)}
                      >
                        {t('cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AskCancel ns="withdraw.list" asking={asking} onKeep={() => setAsking(null)} onConfirm={(item) => void cancel(item)} />
    </section>
  );
}
