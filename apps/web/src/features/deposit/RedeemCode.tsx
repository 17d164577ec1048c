'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { normal } from '@exchange/decimal/text';
import { DEPOSIT_CODE_LENGTH } from '@exchange/contract/withdraw';
import { useHref } from '@/lib/request/client-context';
import { codeProblem, normaliseCode, redeemFailure, type CodeProblem, type RedeemFailure } from './code-rules';
import styles from './deposit.module.css';

async function redeem(code: string) {
  const [client, calls] = await Promise.all([import('@/lib/api/browser'), import('@exchange/contract/withdraw')]);
  return client.browserRequest(calls.redeemDepositCode, { code });
}

type Outcome = { kind: 'none' } | { kind: 'problem'; problem: CodeProblem | RedeemFailure } | { kind: 'done'; currency: string; amount: string };

/**
 * Redeem a deposit code (`/myaccount/deposit_gatecode`): the code is checked against the contract's
 * pattern before it is sent (CSRF through the one API client); the API's refusal is said in words
 * (not valid: unknown, already used or cancelled; one's own code; too many tries); success says
 * the amount credited and links to the funds.
 */
export function RedeemCode() {
  const t = useTranslations('depositCode');
  const href = useHref();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = codeProblem(code);
    if (problem) {
      setOutcome({ kind: 'problem', problem });
      input.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await redeem(normaliseCode(code));
    setBusy(false);
    if (answer.ok) {
      setCode('');
      setOutcome({ kind: 'done', currency: answer.data.data.currency, amount: answer.data.data.amount });
    } else {
      setOutcome({ kind: 'problem', problem: redeemFailure(answer.error.status) });
      input.current?.focus();
    }
  };

  const error = outcome.kind === 'problem';
  return (
    <>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={`${id}-code`}>{t('label')}</label>
        <input
          ref={input}
          id={`${id}-code`}
          name="code"
          className={styles.codeInput}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => setCode(e.target.value)}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('hint', { length: DEPOSIT_CODE_LENGTH })}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {t(`errors.${outcome.problem}`, { length: DEPOSIT_CODE_LENGTH })}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('redeeming') : t('redeem')}
        </button>
      </form>
      <div role="status">
        {outcome.kind === 'done' && (
          <div className={styles.success}>
            <p>{t('done', { amount: normal(outcome.amount), currency: outcome.currency })}</p>
            <a href={href('/myaccount/myfunds')}>{t('toFunds')}</a>
          </div>
        )}
      </div>
    </>
  );
}
