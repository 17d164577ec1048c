'use client';
import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { setTradePassFrequency, type FundPassFrequency } from '@exchange/contract/safety';
import { browserRequest } from '../../lib/api/browser';
import { Contained } from '../../lib/Contained';
import { leadingGuard } from '../../lib/debounce';
import { Modal, ModalActions } from '../../lib/ui/Modal';
import { PasswordField } from './PasswordField';
import styles from './account.module.css';

/** Confirm is debounced 1 500 ms (spec doc 2 §5). */
export const CONFIRM_DEBOUNCE_MS = 1500;

/**
 * The trade-password frequency dialog: fund password and authenticator code, both required.
 * Posts to /json_svr/query_safe; a refusal shows the server's message, or 'Error' when none.
 */
export function FrequencyDialog({
  open,
  frequency,
  fundpass,
  onCancel,
  onSaved,
}: {
  open: boolean;
  frequency: FundPassFrequency;
  fundpass: string;
  onCancel: () => void;
  onSaved: (frequency: FundPassFrequency) => void;
}) {
  const t = useTranslations('account.fundPass');
  const [password, setPassword] = useState(fundpass);
  const [totp, setTotp] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTotp('');
          setError('');
          onCancel();
        }
      }}
      title={t('frequencyTitle')}
      description={t('frequencyBody')}
      closeLabel={t('cancel')}
    >
      <Contained name="frequency dialog">
        <FrequencyForm
          frequency={frequency}
          onCancel={onCancel}
          onSaved={onSaved}
          state={{ password, setPassword, totp, setTotp, error, setError, pending, setPending }}
        />
      </Contained>
    </Modal>
  );
}

/** The dialog's state, kept by the dialog (which clears the code and the error when it closes). */
interface FrequencyState {
  readonly password: string;
  readonly setPassword: (password: string) => void;
  readonly totp: string;
  readonly setTotp: (totp: string) => void;
  readonly error: string;
  readonly setError: (error: string) => void;
  readonly pending: boolean;
  readonly setPending: (pending: boolean) => void;
}

/**
 * The dialog's form, a component of its own so that what it computes while rendering (the guarded
 * submit, its labels) is inside the dialog's boundary too: a boundary catches what its descendants
 * throw, not what the component that renders it computes.
 */
function FrequencyForm({
  frequency,
  onCancel,
  onSaved,
  state: { password, setPassword, totp, setTotp, error, setError, pending, setPending },
}: {
  frequency: FundPassFrequency;
  onCancel: () => void;
  onSaved: (frequency: FundPassFrequency) => void;
  state: FrequencyState;
}) {
  const t = useTranslations('account.fundPass');
  const id = useId();
  const submit = useMemo(
    () =>
      leadingGuard(CONFIRM_DEBOUNCE_MS, (pass: string, code: string, f: FundPassFrequency) => {
        setPending(true);
        setError('');
        void browserRequest(setTradePassFrequency, { action: 'tradepassfrequency', frequency: f, fundpass: pass, totp: code }).then((result) => {
          setPending(false);
          if (result.ok && result.data.result) {
            setTotp('');
            onSaved(f);
          } else {
            setError((!result.ok && result.error.message) || result.data.msg || t('error'));
          }
        });
      }),
    [onSaved, t, setPending, setError, setTotp],
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (password && totp) submit(password, totp, frequency);
      }}
    >
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <PasswordField id={`${id}-pass`} label={t('password')} value={password} onChange={setPassword} />
      <label className={styles.field} htmlFor={`${id}-totp`}>
        {t('totp')}
        <input
          id={`${id}-totp`}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          value={totp}
          onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <ModalActions>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={password === '' || totp === '' || pending} aria-busy={pending}>
          {t('confirm')}
        </button>
      </ModalActions>
    </form>
  );
}
