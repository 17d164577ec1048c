'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { networkById } from '@exchange/chain/networks';
import type { WalletNetwork } from '@exchange/contract/wallet';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { loadWithdrawApi } from './withdraw-api';
import { addressProblem, memoProblem } from './withdraw-rules';
import { AddressField } from './AddressField';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/** Adds an address to the book: a label, the network, the address checked for it as typed, the memo where the network has one. */
export function AddAddressDialog({
  open,
  currency,
  networks,
  onClose,
}: {
  open: boolean;
  currency: string;
  networks: readonly WalletNetwork[];
  /** the saved label, or null when nothing was saved */
  onClose: (saved: string | null) => void;
}) {
  const t = useTranslations('withdraw.book');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose(null)} title={t('addTitle')} closeLabel={t('close')}>
      {open && <AddForm currency={currency} networks={networks} onClose={onClose} />}
    </Modal>
  );
}

function AddForm({ currency, networks, onClose }: { currency: string; networks: readonly WalletNetwork[]; onClose: (saved: string | null) => void }) {
  const t = useTranslations('withdraw');
  const id = useId();
  const [label, setLabel] = useState('');
  const [networkId, setNetworkId] = useState(networks[0]?.network ?? '');
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const chain = networkById(networkId);
  if (!chain) return null;
  const problem = addressProblem(chain, address);
  const memoIssue = memoProblem(chain, memo, false);
  const ready = label.trim() !== '' && address !== '' && problem === null && memoIssue === null && (chain.memo === 'none' || memo !== '');

  return (
    <form
      className={styles.dialogForm}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || pending) return;
        setPending(true);
        void loadWithdrawApi()
          .then((api) => api.save({ currency, network: networkId, address, memo, label: label.trim() }))
          .then((result) => {
            setPending(false);
            if (result.ok) onClose(result.data.label);
            else setError(result.error.message);
          });
      }}
    >
      {error && (
        <p role="alert" className={tone.error}>
          {error}
        </p>
      )}
      <label className={styles.field} htmlFor={`${id}-label`}>
        {t('book.label')}
        <input id={`${id}-label`} className={styles.input} maxLength={40} value={label} onChange={(e) => setLabel(e.target.value)} />
      </label>
      <label className={styles.field} htmlFor={`${id}-network`}>
        {t('network')}
        <select id={`${id}-network`} className={styles.input} value={networkId} onChange={(e) => setNetworkId(e.target.value)}>
          {networks.map((n) => (
            <option key={n.network} value={n.network}>
              {n.name}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.field}>
        <AddressField id={id} chain={chain} address={address} onAddress={setAddress} />
      </div>
      {chain.memo !== 'none' && (
        <label className={styles.field} htmlFor={`${id}-memo`}>
          {t(chain.memoName === 'tag' ? 'memoTag' : 'memoComment')}
          <input id={`${id}-memo`} className={styles.input} required value={memo} aria-invalid={memoIssue !== null} onChange={(e) => setMemo(e.target.value)} />
        </label>
      )}
      <ModalActions>
        <button type="button" className="button button-secondary" onClick={() => onClose(null)}>
          {t('confirm.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!ready || pending} aria-busy={pending}>
          {t('book.save')}
        </button>
      </ModalActions>
    </form>
  );
}
