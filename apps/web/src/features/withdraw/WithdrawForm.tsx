'use client';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { networkById } from '@exchange/chain/networks';
import type { WalletNetwork } from '@exchange/contract/wallet';
import { Attempt } from './client-id';
import { ConfirmDialog } from './ConfirmDialog';
import { AddressInput } from './AddressInput';
import { AmountField } from './AmountField';
import { savedOn, useAddressBook, useQuote, useRefresh } from './use-withdraw';
import { loadWithdrawApi, type Factor } from './withdraw-api';
import { amountProblem, canSubmit, maxAmount, receiveOf, type AmountFacts } from './withdraw-rules';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/**
 * The withdraw form: network (fee, minimum), address checked for the network as typed (or, with
 * whitelist mode on, chosen from the address book), memo where the network has one, amount with
 * Max, the fee and what arrives, the minimum and the 24-hour limit with what remains; Withdraw asks
 * the confirmation, which sends one request with the attempt's client id.
 */
export function WithdrawForm({ currency, networks }: { currency: string; networks: readonly WalletNetwork[] }) {
  const t = useTranslations('withdraw');
  const id = useId();
  const [networkId, setNetworkId] = useState(networks[0]?.network ?? '');
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [memoTouched, setMemoTouched] = useState(false);
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const attempt = useRef(new Attempt());
  // after a success focus goes on from the cleared amount (the submit button is disabled then)
  const [amountInput, setAmountInput] = useState<HTMLInputElement | null>(null);
  const refresh = useRefresh();
  const quote = useQuote(currency, networkId).data ?? null;
  const book = useAddressBook(currency).data;
  const info = networks.find((n) => n.network === networkId) ?? networks[0];
  const chain = info ? networkById(info.network) : undefined;
  if (!info || !chain) return null;

  const facts: AmountFacts | null = quote
    ? {
        available: quote.available,
        fee: quote.fee,
        minimum: quote.min_amount,
        decimals: info.decimals,
        remaining24h: quote.remaining_24h === '0' ? null : quote.remaining_24h,
      }
    : null;
  const problem = facts ? amountProblem(amount, facts) : null;
  const ready = canSubmit({ network: chain, address, memo, amount, facts });
  const draft = { currency, network: info.network, address, memo, amount };

  const confirm = async (fundpass: string, factor: Factor): Promise<string | null> => {
    const api = await loadWithdrawApi();
    const result = await api.withdraw({ ...draft, fundpass, ...factor, text: attempt.current.idFor(draft) });
    if (!result.ok) return result.error.message;
    attempt.current.done();
    setConfirming(false);
    setAmount('');
    setDone(t('submitted', { amount: result.data.amount, currency }));
    await refresh();
    return null;
  };

  return (
    <>
      <form
        className={styles.form}
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) {
            setDone('');
            setConfirming(true);
          }
        }}
      >
        <h2 id={`${id}-title`} className={styles.subheading}>
          {t('formTitle')}
        </h2>
        <fieldset className={styles.networks}>
          <legend>{t('network')}</legend>
          {networks.map((n) => (
            <label key={n.network} className={styles.network}>
              <input
                type="radio"
                name={`${id}-network`}
                value={n.network}
                checked={n.network === info.network}
                onChange={() => {
                  setNetworkId(n.network);
                  setMemo('');
                  setMemoTouched(false);
                }}
              />
              <span>{n.name}</span>
              <span className={tone.muted}>{t('networkFacts', { fee: n.withdraw_fee, min: n.min_withdraw, currency })}</span>
            </label>
          ))}
        </fieldset>
        <AddressInput
          chain={chain}
          memoName={info.memo_name}
          address={address}
          memo={memo}
          memoTouched={memoTouched}
          saved={savedOn(book?.list, info.network)}
          whitelist={quote?.whitelist_enabled ?? book?.whitelist_enabled ?? false}
          onAddress={setAddress}
          onMemo={(m, touched) => {
            setMemo(m);
            if (touched) setMemoTouched(true);
          }}
        />
        <AmountField
          id={id}
          label={t('amount')}
          maxLabel={t('max')}
          amount={amount}
          onAmount={setAmount}
          onMax={quote ? () => setAmount(maxAmount(quote.available, info.decimals, facts?.remaining24h ?? null)) : null}
          help={t('amountHelp')}
          problem={problem ? t(`amountProblem.${problem}`, { min: info.min_withdraw, fee: info.withdraw_fee, decimals: info.decimals, currency }) : null}
          inputRef={setAmountInput}
        />
        <dl className={styles.facts} aria-live="polite">
          <dt>{t('available')}</dt>
          <dd data-testid="withdraw-available">{quote ? `${quote.available} ${currency}` : '--'}</dd>
          <dt>{t('fee')}</dt>
          <dd>{`${info.withdraw_fee} ${currency}`}</dd>
          <dt>{t('receive')}</dt>
          <dd data-testid="withdraw-receive">{`${receiveOf(amount, info.withdraw_fee)} ${currency}`}</dd>
          <dt>{t('minimum')}</dt>
          <dd>{`${info.min_withdraw} ${currency}`}</dd>
          <dt>{t('limit')}</dt>
          <dd>{quote ? t('limitValue', { limit: quote.limit_usd_24h, remaining: quote.remaining_usd_24h, level: quote.kyc_level }) : '--'}</dd>
        </dl>
        <button type="submit" className="button button-primary" disabled={!ready}>
          {t('submit')}
        </button>
        <p role="status" className={tone.success}>
          {done}
        </p>
      </form>
      {/* outside the form: React events bubble through the dialog's portal to its React parents */}
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        summary={<p className={tone.muted}>{t('confirmSummary', { amount, currency, receive: receiveOf(amount, info.withdraw_fee), address })}</p>}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
        opener={done ? amountInput : undefined}
      />
    </>
  );
}
