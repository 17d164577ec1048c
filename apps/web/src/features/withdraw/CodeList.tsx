'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import type { DepositCode } from '@exchange/contract/withdraw';
import { useClientContext } from '@/lib/request/client-context';
import { AskCancel } from './AskCancel';
import { useRefresh } from './use-withdraw';
import { loadWithdrawApi, withdrawKeys } from './withdraw-api';
import grid from '@/lib/ui/data-table.module.css';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/** The deposit codes the user created: amount, the code's last four characters, status; Cancel (after a confirmation) while active. */
export function CodeList() {
  const t = useTranslations('transfer.codes');
  const { locale } = useClientContext();
  const query = useQuery({ queryKey: withdrawKeys.codes, queryFn: async () => (await loadWithdrawApi()).codes() });
  const refresh = useRefresh();
  const [asking, setAsking] = useState<DepositCode | null>(null);
  const [notice, setNotice] = useState('');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const rows = query.data ?? [];

  const cancel = async (code: DepositCode) => {
    const result = await (await loadWithdrawApi()).cancelCode(code.id);
    setAsking(null);
    setNotice(result.ok ? t('cancelled') : result.error.message);
    await refresh();
  };

  return (
    <section className={styles.section} aria-labelledby="codes-title">
      <h2 id="codes-title" className={styles.subheading}>
        {t('title')}
      </h2>
      <p role="status" className={tone.muted}>
        {notice}
      </p>
      {query.isError && <p role="alert">{t('unavailable')}</p>}
      {query.isSuccess && rows.length === 0 && <p className={tone.muted}>{t('empty')}</p>}
      {rows.length > 0 && (
        // focusable so that a keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={grid.scroller} role="group" aria-labelledby="codes-title" tabIndex={0}>
          <table className={`${grid.table} ${styles.table}`}>
            <thead>
              <tr>
                {(['time', 'amount', 'code', 'status', 'action'] as const).map((key) => (
                  <th key={key} scope="col">
                    {t(`col.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id} data-code-id={c.id}>
                  <td>
                    <time dateTime={new Date(c.create_time_ms).toISOString()}>{time.format(c.create_time_ms)}</time>
                  </td>
                  <th scope="row" className={grid.num}>{`${c.amount} ${c.currency}`}</th>
                  <td className={styles.mono}>{t('tail', { tail: c.code_tail })}</td>
                  <td data-status={c.status}>{t(`status.${c.status}`)}</td>
                  <td>
                    {c.status === 'active' && (
                      <button type="button" className={styles.linkButton} aria-label={t('cancelOne', { tail: c.code_tail })} onClick={() => setAsking(c)}>
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
      <AskCancel ns="transfer.codes" asking={asking} onKeep={() => setAsking(null)} onConfirm={(item) => void cancel(item)} />
    </section>
  );
}
