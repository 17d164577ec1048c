'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { ChainNetwork } from '@exchange/chain/networks';
import type { SavedAddress } from '@exchange/contract/withdraw';
import { memoProblem } from './withdraw-rules';
import { AddressField } from './AddressField';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/**
 * The destination: an address checked for the network as it is typed (the API checks again), with
 * the address book to pick from; with whitelist mode on only saved addresses are offered. The memo
 * field shows where the network has one, marked required.
 */
export function AddressInput({
  chain,
  memoName,
  address,
  memo,
  memoTouched,
  saved,
  whitelist,
  onAddress,
  onMemo,
}: {
  chain: ChainNetwork;
  memoName: 'tag' | 'comment' | null;
  address: string;
  memo: string;
  memoTouched: boolean;
  saved: readonly SavedAddress[];
  whitelist: boolean;
  onAddress: (address: string) => void;
  onMemo: (memo: string, touched: boolean) => void;
}) {
  const t = useTranslations('withdraw');
  const id = useId();
  const memoIssue = memoProblem(chain, memo, memoTouched);
  const pick = (savedId: string) => {
    const entry = saved.find((a) => a.id === savedId);
    onAddress(entry?.address ?? '');
    onMemo(entry?.memo ?? '', false);
  };
  const chosen = saved.find((a) => a.address === address && (a.memo ?? '') === memo)?.id ?? '';
  const options = saved.map((a) => (
    <option key={a.id} value={a.id}>
      {`${a.label} · ${a.address}${a.memo ? ` (${a.memo})` : ''}`}
    </option>
  ));

  return (
    <>
      {whitelist ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-saved`}>{t('address')}</label>
          <select id={`${id}-saved`} className={styles.input} value={chosen} onChange={(e) => pick(e.target.value)}>
            <option value="">{t('chooseSaved')}</option>
            {options}
          </select>
          <p className={tone.muted}>{saved.length === 0 ? t('whitelistEmpty') : t('whitelistOnly')}</p>
        </div>
      ) : (
        <div className={styles.field}>
          <AddressField id={id} chain={chain} address={address} onAddress={onAddress} />
          {saved.length > 0 && (
            <>
              <label htmlFor={`${id}-book`}>{t('fromBook')}</label>
              <select id={`${id}-book`} className={styles.input} value={chosen} onChange={(e) => pick(e.target.value)}>
                <option value="">{t('chooseSaved')}</option>
                {options}
              </select>
            </>
          )}
        </div>
      )}
      {chain.memo !== 'none' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-memo`}>{t(memoName === 'tag' ? 'memoTag' : 'memoComment')}</label>
          <input
            id={`${id}-memo`}
            className={styles.input}
            autoComplete="off"
            required
            value={memo}
            readOnly={whitelist}
            aria-invalid={memoIssue !== null}
            aria-describedby={`${id}-memo-help`}
            onChange={(e) => onMemo(e.target.value, true)}
            onBlur={() => onMemo(memo, true)}
          />
          <p id={`${id}-memo-help`} className={memoIssue ? tone.error : tone.muted}>
            {memoIssue ? t(`memoProblem.${memoIssue}`, { network: chain.name }) : t('memoRequired', { network: chain.name })}
          </p>
        </div>
      )}
    </>
  );
}
