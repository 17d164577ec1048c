'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { normal } from '@exchange/decimal/text';
import type { DepositAddress, WalletNetwork } from '@exchange/contract/wallet';
import { AddressQr } from './AddressQr';
import { CopyField } from './CopyField';
import { chooseNetwork } from './deposit-rules';
import styles from './deposit.module.css';

/** The address call, loaded on first use (the client and the contract's schemas stay off the first load). */
async function askAddress(currency: string, network: string): Promise<DepositAddress | null> {
  const [client, calls] = await Promise.all([import('@/lib/api/browser'), import('@exchange/contract/wallet')]);
  const answer = await client.browserRequest(calls.depositAddress, { currency, network });
  return answer.ok ? answer.data.data : null;
}

type Asked = { state: 'failed' } | { state: 'ready'; address: DepositAddress };

/**
 * The network choice (a radio group: each network's name, confirmations and minimum, a memo warning
 * where it needs one) and the chosen network's deposit address: asked of the API on first choice
 * (created then, the same ever after), with copy buttons, a QR code, the memo and its notice.
 */
export function DepositPanel({ currency, networks, wanted }: { currency: string; networks: readonly WalletNetwork[]; wanted: string | null }) {
  const t = useTranslations('deposit');
  const id = useId();
  const [chosen, setChosen] = useState(() => chooseNetwork(networks, wanted));
  const [asked, setAsked] = useState<Record<string, Asked>>({});
  const sent = useRef(new Set<string>());
  const network = networks.find((n) => n.network === chosen);
  const current = chosen ? asked[chosen] : undefined;

  // each network's address is asked once per page (the answer is the same ever after)
  useEffect(() => {
    if (!chosen || sent.current.has(chosen)) return;
    sent.current.add(chosen);
    void askAddress(currency, chosen).then((address) => setAsked((a) => ({ ...a, [chosen]: address ? { state: 'ready', address } : { state: 'failed' } })));
  }, [chosen, currency]);

  const memoName = (n: WalletNetwork) => t(n.memo_name === 'comment' ? 'memoComment' : 'memoTag');
  return (
    <>
      <fieldset className={styles.networks}>
        <legend className={styles.subheading}>{t('network')}</legend>
        {networks.map((n) => (
          <label key={n.network} className={styles.network}>
            <input type="radio" name={`${id}-network`} value={n.network} checked={n.network === chosen} onChange={() => setChosen(n.network)} />
            <span className={styles.networkText}>
              <span className={styles.networkName}>{n.name}</span>
              <span className={styles.hint}>{t('networkFacts', { confirmations: n.confirmations, min: normal(n.min_deposit), currency })}</span>
              {n.memo === 'required' && <span className={styles.memoHint}>{t('networkMemo', { memo: memoName(n) })}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {network && (
        <section className={styles.address} aria-labelledby={`${id}-addr`} aria-busy={!current}>
          <h2 id={`${id}-addr`} className={styles.subheading}>
            {t('addressOn', { currency, network: network.name })}
          </h2>
          {current?.state === 'failed' && <p role="alert">{t('addressUnavailable')}</p>}
          {!current && <p>{t('addressLoading')}</p>}
          {current?.state === 'ready' && (
            <div className={styles.addressBody}>
              {current.address.memo !== null && (
                <p className={styles.memoRequired} role="note" data-testid="memo-required">
                  <strong>{t('memoRequiredTitle', { memo: memoName(network) })}</strong> {t('memoRequiredBody', { memo: memoName(network) })}
                </p>
              )}
              <AddressQr value={current.address.address} label={t('qrOf', { currency, network: network.name })} />
              <div className={styles.copies}>
                <CopyField label={t('address')} value={current.address.address} testId="deposit-address" />
                {current.address.memo !== null && <CopyField label={memoName(network)} value={current.address.memo} testId="deposit-memo" />}
              </div>
              <dl className={styles.facts}>
                <dt>{t('minimum')}</dt>
                <dd data-testid="deposit-minimum">
                  {normal(current.address.min_deposit)} {currency}
                </dd>
                <dt>{t('confirmations')}</dt>
                <dd>{t('confirmationsValue', { count: current.address.confirmations })}</dd>
              </dl>
              <p className={styles.hint}>{t('belowMinimumWarning', { min: normal(current.address.min_deposit), currency })}</p>
            </div>
          )}
        </section>
      )}
    </>
  );
}
