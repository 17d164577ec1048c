'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { loadPasskeyApi } from '@/lib/passkeys/passkey-api';
import type { SecondFactorValue } from './second-factor';
import styles from './confirm-fields.module.css';

/**
 * The passkey option of the second-factor field: "Use a passkey" asks the API for a confirm
 * challenge and the browser for an assertion (@simplewebauthn/browser, loaded on the click), and
 * puts its JSON text into `value.passkey` (the code, if any, is dropped: one factor per request).
 * Once it is there, it says so, with a way back to the code (`withCode`) or to ask again.
 * Its strings are the catalogs' `passkeys.factor` and `passkeys.problem`.
 */
export function PasskeyFactor({
  id,
  value,
  onChange,
  withCode,
}: {
  id: string;
  value: SecondFactorValue;
  onChange: (value: SecondFactorValue) => void;
  /** the account has an authenticator too: the code stays the other way */
  withCode: boolean;
}) {
  const t = useTranslations('passkeys');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');
  const ready = value.passkey !== undefined && value.passkey !== '';

  const ask = async () => {
    setPending(true);
    setProblem('');
    const result = await (await loadPasskeyApi()).assert();
    setPending(false);
    if (result.ok) onChange({ passkey: result.value });
    else setProblem(result.problem ? t(`problem.${result.problem}`) : result.error.message || t('problem.failed'));
  };

  if (ready) {
    return (
      <div className={styles.passkey}>
        <p id={`${id}-passkey-ready`} role="status" className={styles.ready}>
          <span aria-hidden="true">✓ </span>
          {t('factor.ready')}
        </p>
        <button type="button" className="button button-secondary" onClick={() => onChange({})}>
          {withCode ? t('factor.undo') : t('factor.again')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.passkey}>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <button type="button" className="button button-secondary" disabled={pending} aria-busy={pending} onClick={() => void ask()}>
        {pending ? t('factor.pending') : t('factor.use')}
      </button>
    </div>
  );
}
