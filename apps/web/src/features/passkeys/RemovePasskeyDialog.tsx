'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Passkey } from '@exchange/contract/passkeys';
import type { SecondFactorMethods } from '@/lib/account/second-factor';
import { loadPasskeyApi } from '@/lib/passkeys/passkey-api';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { ConfirmIdentity } from './ConfirmIdentity';
import { identityBody, identityReady, NO_IDENTITY } from './confirmation';
import { useStepMessage } from './use-step-message';
import styles from './passkeys.module.css';

/**
 * Removing a passkey, confirmed as adding one (ConfirmIdentity; the passkey itself may confirm).
 * `opener` takes focus when it closes (the removed row's button is gone).
 */
export function RemovePasskeyDialog({
  passkey,
  methods,
  opener,
  onCancel,
  onRemoved,
}: {
  passkey: Passkey | null;
  methods: SecondFactorMethods;
  opener: HTMLElement | null;
  onCancel: () => void;
  onRemoved: (passkey: Passkey) => void;
}) {
  const t = useTranslations('passkeys');
  return (
    <Modal open={passkey !== null} onOpenChange={(next) => !next && onCancel()} title={t('removeTitle')} closeLabel={t('close')} opener={opener}>
      {passkey && <RemoveForm passkey={passkey} methods={methods} onCancel={onCancel} onRemoved={onRemoved} />}
    </Modal>
  );
}

function RemoveForm({
  passkey,
  methods,
  onCancel,
  onRemoved,
}: {
  passkey: Passkey;
  methods: SecondFactorMethods;
  onCancel: () => void;
  onRemoved: (passkey: Passkey) => void;
}) {
  const t = useTranslations('passkeys');
  const id = useId();
  const [identity, setIdentity] = useState(NO_IDENTITY);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const messageOf = useStepMessage();
  const ready = identityReady(methods, identity) && !pending;

  const submit = async () => {
    setPending(true);
    setError('');
    const result = await (await loadPasskeyApi()).remove(passkey.id, identityBody(methods, identity));
    setPending(false);
    if (result.ok) {
      onRemoved(passkey);
      return;
    }
    setError(messageOf(result));
    setIdentity((current) => ({ ...current, factor: {} }));
  };

  return (
    <form
      className={styles.dialogForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void submit();
      }}
    >
      <p>{t('removeText', { name: passkey.name })}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <ConfirmIdentity id={`${id}-confirm`} methods={methods} value={identity} onChange={setIdentity} />
      <ModalActions>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!ready} aria-busy={pending}>
          {pending ? t('sending') : t('removeConfirm')}
        </button>
      </ModalActions>
    </form>
  );
}
