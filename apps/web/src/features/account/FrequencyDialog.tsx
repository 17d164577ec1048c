'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { setTradePassFrequency, type FundPassFrequency } from '@exchange/contract/safety';
import { browserRequest } from '@/lib/api/browser';
import { Contained } from '@/lib/islands/Contained';
import { leadingGuard } from '@/lib/util/debounce';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { PasswordField, TotpField } from '@/lib/account/PasswordField';
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

/** What a confirm calls back: the dialog's setters, the parent's onSaved and the error's fallback text. */
interface SubmitHandlers {
  readonly setPending: (pending: boolean) => void;
  readonly setError: (error: string) => void;
  readonly setTotp: (totp: string) => void;
  readonly onSaved: (frequency: FundPassFrequency) => void;
  readonly errorText: string;
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
  // Made once for the form's life (the dialog's open life): a guard rebuilt on a parent's render
  // (a new onSaved each time) would forget the last confirm and let a quick second one through.
  // What it calls comes with each confirm, from that render.
  const [submit] = useState(() =>
    leadingGuard(CONFIRM_DEBOUNCE_MS, (pass: string, code: string, f: FundPassFrequency, on: SubmitHandlers) => {
      on.setPending(true);
      on.setError('');
      void browserRequest(setTradePassFrequency, { action: 'tradepassfrequency', frequency: f, fundpass: pass, totp: code }).then((result) => {
        on.setPending(false);
        if (result.ok && result.data.result) {
          on.setTotp('');
          on.onSaved(f);
        } else {
          on.setError((!result.ok && result.error.message) || result.data.msg || on.errorText);
        }
      });
    }),
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (password && totp) submit(password, totp, frequency, { setPending, setError, setTotp, onSaved, errorText: t('error') });
      }}
    >
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <PasswordField id={`${id}-pass`} label={t('password')} value={password} onChange={setPassword} />
      <TotpField id={`${id}-totp`} label={t('totp')} value={totp} onChange={setTotp} />
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
