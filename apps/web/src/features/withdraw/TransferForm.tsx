'use client';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Attempt } from './client-id';
import { AmountField } from './AmountField';
import { ConfirmDialog } from './ConfirmDialog';
import { CodeShown } from './CodeShown';
import { useQuote, useRefresh } from './use-withdraw';
import { loadWithdrawApi, type Factor } from './withdraw-api';
import { INTERNAL_DECIMALS, internalAmountProblem, recipientOf } from './transfer-rules';
import { maxAmount } from './withdraw-rules';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/**
 * An internal transfer (`send`: to a UID or an email, instant) or a deposit code (`code`: the
 * amount leaves the balance into a one-time code, shown once). Both are confirmed with the fund
 * password and an authenticator code and sent once per attempt (client-id.ts).
 */
export function TransferForm({ currency, network, mode }: { currency: string; network: string; mode: 'send' | 'code' }) {
  const t = useTranslations('transfer');
  const id = useId();
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const attempt = useRef(new Attempt());
  // after a success focus goes on from the cleared amount (the submit button is disabled then)
  const [amountInput, setAmountInput] = useState<HTMLInputElement | null>(null);
  const refresh = useRefresh();
  const quote = useQuote(currency, network).data ?? null;
  const remaining = quote && quote.remaining_24h !== '0' ? quote.remaining_24h : null;
  const problem = internalAmountProblem(amount, quote?.available ?? null, remaining);
  const recipient = recipientOf(to);
  const ready = quote !== null && amount !== '' && problem === null && (mode === 'code' || recipient !== null);

  const confirm = async (fundpass: string, factor: Factor): Promise<string | null> => {
    const api = await loadWithdrawApi();
    if (mode === 'send') {
      const draft = { to: to.trim(), currency, amount };
      const result = await api.transfer({ ...draft, fundpass, ...factor, text: attempt.current.idFor(draft) });
      if (!result.ok) return result.error.message;
      setDone(t('sent', { amount: result.data.amount, currency, uid: result.data.to_uid }));
    } else {
      const draft = { currency, amount };
      const result = await api.createCode({ ...draft, fundpass, ...factor, text: attempt.current.idFor(draft) });
      if (!result.ok) return result.error.message;
      setCode(result.data.code);
      setDone(t('codeCreated', { amount: result.data.amount, currency }));
    }
    attempt.current.done();
    setConfirming(false);
    setAmount('');
    await refresh();
    return null;
  };

  return (
    <>
      <form
        className={styles.form}
        aria-label={mode === 'send' ? t('sendTitle') : t('codeTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) {
            setDone('');
            setCode(null);
            setConfirming(true);
          }
        }}
      >
        <p className={tone.muted}>{mode === 'send' ? t('sendHelp') : t('codeHelp')}</p>
        {mode === 'send' && (
          <label className={styles.field} htmlFor={`${id}-to`}>
            {t('to')}
            <input id={`${id}-to`} className={styles.input} autoComplete="off" maxLength={254} value={to} onChange={(e) => setTo(e.target.value)} />
          </label>
        )}
        <AmountField
          id={id}
          label={t('amount')}
          maxLabel={t('max')}
          amount={amount}
          onAmount={setAmount}
          onMax={quote ? () => setAmount(maxAmount(quote.available, INTERNAL_DECIMALS, remaining)) : null}
          help={t('available', { amount: quote?.available ?? '--', currency })}
          problem={problem ? t(`amountProblem.${problem}`, { decimals: INTERNAL_DECIMALS }) : null}
          inputRef={setAmountInput}
        />
        <p className={tone.muted}>{quote ? t('limit', { remaining: quote.remaining_usd_24h, limit: quote.limit_usd_24h }) : ''}</p>
        <button type="submit" className="button button-primary" disabled={!ready}>
          {mode === 'send' ? t('send') : t('createCode')}
        </button>
        <p role="status" className={tone.success}>
          {done}
        </p>
      </form>
      {code && <CodeShown code={code} />}
      <ConfirmDialog
        open={confirming}
        title={mode === 'send' ? t('confirmSend') : t('confirmCode')}
        summary={
          <p className={tone.muted}>{mode === 'send' ? t('sendSummary', { amount, currency, to: to.trim() }) : t('codeSummary', { amount, currency })}</p>
        }
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
        opener={done ? amountInput : undefined}
      />
    </>
  );
}
