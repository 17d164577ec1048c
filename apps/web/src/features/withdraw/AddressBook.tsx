'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { WalletNetwork } from '@exchange/contract/wallet';
import { ConfirmDialog } from './ConfirmDialog';
import { AddAddressDialog } from './AddAddressDialog';
import { useAddressBook, useRefresh } from './use-withdraw';
import { loadWithdrawApi, type Factor } from './withdraw-api';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/**
 * The address book of the currency: the saved addresses (label, network, address, memo) with
 * Remove, Add (a dialog), and whitelist mode, switched with the fund password and an
 * authenticator code. With whitelist mode on, the form offers only saved addresses.
 */
export function AddressBook({ currency, networks }: { currency: string; networks: readonly WalletNetwork[] }) {
  const t = useTranslations('withdraw.book');
  const book = useAddressBook(currency);
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [notice, setNotice] = useState('');
  const list = book.data?.list ?? [];
  const whitelist = book.data?.whitelist_enabled ?? false;
  const nameOf = (network: string) => networks.find((n) => n.network === network)?.name ?? network;

  const remove = async (savedId: string, label: string) => {
    const result = await (await loadWithdrawApi()).remove(savedId);
    setNotice(result.ok ? t('removed', { label }) : result.error.message);
    await refresh();
  };

  const setMode = async (fundpass: string, factor: Factor): Promise<string | null> => {
    const result = await (await loadWithdrawApi()).whitelist(!whitelist, { fundpass, ...factor });
    if (!result.ok) return result.error.message;
    setSwitching(false);
    setNotice(result.data.whitelist_enabled ? t('whitelistOn') : t('whitelistOff'));
    await refresh();
    return null;
  };

  return (
    <section className={styles.section} aria-labelledby="address-book-title">
      <h2 id="address-book-title" className={styles.subheading}>
        {t('title')}
      </h2>
      <div className={styles.toolbar}>
        <p className={tone.muted}>
          <strong>{whitelist ? t('whitelistStateOn') : t('whitelistStateOff')}</strong> {t('whitelistHelp')}
        </p>
        <button type="button" className="button button-secondary" disabled={!book.isSuccess} onClick={() => setSwitching(true)}>
          {whitelist ? t('turnOff') : t('turnOn')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
          {t('add')}
        </button>
      </div>
      <p role="status" className={tone.muted}>
        {notice}
      </p>
      {book.isSuccess && list.length === 0 && <p className={tone.muted}>{t('empty')}</p>}
      {list.length > 0 && (
        <ul className={styles.book} aria-label={t('listLabel')}>
          {list.map((a) => (
            <li key={a.id} className={styles.saved}>
              <span className={styles.savedLabel}>{a.label}</span>
              <span className={tone.muted}>{nameOf(a.network)}</span>
              <span className={styles.mono}>
                {a.address}
                {a.memo ? ` (${a.memo})` : ''}
              </span>
              <button type="button" className={styles.linkButton} aria-label={t('removeOne', { label: a.label })} onClick={() => void remove(a.id, a.label)}>
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddAddressDialog
        open={adding}
        currency={currency}
        networks={networks}
        onClose={(saved) => {
          setAdding(false);
          if (saved) {
            setNotice(t('saved', { label: saved }));
            void refresh();
          }
        }}
      />
      <ConfirmDialog open={switching} title={whitelist ? t('turnOffTitle') : t('turnOnTitle')} onCancel={() => setSwitching(false)} onConfirm={setMode} />
    </section>
  );
}
