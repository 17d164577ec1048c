'use client';
import { useTranslations } from 'next-intl';
import type { ChainNetwork } from '@exchange/chain/networks';
import { addressProblem } from './withdraw-rules';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/**
 * A destination address, checked for `chain` as it is typed (its checksum; the API checks again):
 * the help line under it says what the network expects, or that the address is not valid for it.
 * `id` prefixes the field's ids.
 */
export function AddressField({ id, chain, address, onAddress }: { id: string; chain: ChainNetwork; address: string; onAddress: (address: string) => void }) {
  const t = useTranslations('withdraw');
  const problem = addressProblem(chain, address);
  return (
    <>
      <label htmlFor={`${id}-address`}>{t('address')}</label>
      <input
        id={`${id}-address`}
        className={styles.input}
        autoComplete="off"
        spellCheck={false}
        value={address}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-address-help`}
        onChange={(e) => onAddress(e.target.value.trim())}
      />
      <p id={`${id}-address-help`} className={problem ? tone.error : tone.muted}>
        {problem ? t('addressInvalid', { network: chain.name }) : t('addressHelp', { network: chain.name })}
      </p>
    </>
  );
}
