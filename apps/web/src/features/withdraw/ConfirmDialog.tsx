'use client';
import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PasswordField } from '@/lib/account/PasswordField';
import { SecondFactorField } from '@/lib/account/SecondFactorField';
import { secondFactorBody, secondFactorReady, type SecondFactorValue } from '@/lib/account/second-factor';
import { leadingGuard } from '@/lib/util/debounce';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { useConfirmMethods } from './confirm-methods';
import type { Factor } from './withdraw-api';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/** As the fund-password dialogs: a confirm within 1 500 ms of the last one is dropped. */
const CONFIRM_GUARD_MS = 1500;

/**
 * The money-out confirmation (the fund-password dialogs' rules): the fund password and the second
 * factor (the one second-factor field: an authenticator code, or "Use a passkey" when the account
 * has one, confirm-methods.tsx), both required; Confirm is disabled while the request is in flight and a
 * second press within 1.5 s is dropped, so a double click sends one request. `onConfirm` answers
 * the API's refusal message, or null when done (the caller closes the dialog). Focus goes back to
 * the control that opened it, or to `opener` (after a success the submit button is disabled: the
 * form's amount was cleared, so the form names the field to go on from).
 */
export function ConfirmDialog({
  open,
  title,
  summary,
  onCancel,
  onConfirm,
  opener,
}: {
  open: boolean;
  title: string;
  /** where focus goes when it closes, when not the control that opened it */
  opener?: HTMLElement | null;
  summary?: ReactNode;
  onCancel: () => void;
  onConfirm: (fundpass: string, factor: Factor) => Promise<string | null>;
}) {
  const t = useTranslations('withdraw.confirm');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} closeLabel={t('cancel')} opener={opener}>
      {open && <ConfirmForm summary={summary} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function ConfirmForm({
  summary,
  onCancel,
  onConfirm,
}: {
  summary?: ReactNode;
  onCancel: () => void;
  onConfirm: (fundpass: string, factor: Factor) => Promise<string | null>;
}) {
  const t = useTranslations('withdraw.confirm');
  const id = useId();
  const [password, setPassword] = useState('');
  const methods = useConfirmMethods();
  const [factor, setFactor] = useState<SecondFactorValue>({});
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  // made once for the form's life: a guard rebuilt on every render would forget the last confirm
  const [guard] = useState(() => leadingGuard(CONFIRM_GUARD_MS, (run: () => void) => run()));

  const ready = password !== '' && secondFactorReady(methods, factor) && !pending;

  const submit = () =>
    guard(() => {
      setPending(true);
      setError('');
      void onConfirm(password, secondFactorBody(factor)).then((refusal) => {
        setPending(false);
        if (refusal !== null) {
          setError(refusal || t('error'));
          // a code or an assertion that was refused is asked for again
          setFactor({});
        }
      });
    });

  return (
    <form
      className={styles.dialogForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) submit();
      }}
    >
      {summary}
      {error && (
        <p role="alert" className={tone.error}>
          {error}
        </p>
      )}
      <PasswordField id={`${id}-pass`} label={t('password')} value={password} onChange={setPassword} />
      <SecondFactorField id={id} methods={methods} value={factor} onChange={setFactor} totpLabel={t('totp')} />
      <ModalActions>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!ready} aria-busy={pending}>
          {pending ? t('sending') : t('confirm')}
        </button>
      </ModalActions>
    </form>
  );
}
