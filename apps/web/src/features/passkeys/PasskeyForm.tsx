'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Step } from '@/lib/passkeys/passkey-api';
import { ModalActions } from '@/lib/ui/Modal';
import tone from '@/lib/ui/status-text.module.css';
import styles from './passkeys.module.css';

/** A step that failed: the API's refusal, or what the browser's prompt did. */
export type FailedStep = Extract<Step<unknown>, { ok: false }>;

/**
 * The form of a passkey dialog: the refusal of the last try (the API's own message, or what the
 * browser's prompt did: cancelled, …), the fields, Cancel and the submit, disabled until `ready`
 * and while the request is in flight. `run` does the step and answers its failure, or null when it
 * is done (the caller has closed the dialog); `onFailed` resets what cannot be sent again.
 */
export function PasskeyForm({
  submitLabel,
  ready,
  run,
  onFailed,
  onCancel,
  children,
}: {
  submitLabel: string;
  ready: boolean;
  run: () => Promise<FailedStep | null>;
  onFailed?: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('passkeys');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  const submit = async () => {
    setPending(true);
    setError('');
    const failed = await run();
    setPending(false);
    if (!failed) return;
    setError(failed.problem ? t(`problem.${failed.problem}`) : failed.error.message || t('problem.failed'));
    onFailed?.();
  };

  return (
    <form
      className={styles.dialogForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !pending) void submit();
      }}
    >
      {error && (
        <p role="alert" className={tone.error}>
          {error}
        </p>
      )}
      {children}
      <ModalActions>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!ready || pending} aria-busy={pending}>
          {pending ? t('sending') : submitLabel}
        </button>
      </ModalActions>
    </form>
  );
}
