'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Passkey } from '@exchange/contract/passkeys';
import { loadPasskeyApi } from '@/lib/passkeys/passkey-api';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import { NameField } from './NameField';
import { nameProblem } from './passkey-names';
import { useStepMessage } from './use-step-message';
import styles from './passkeys.module.css';

/** Renaming a passkey (no confirmation: a name protects nothing). `onRenamed` closes it. */
export function RenamePasskeyDialog({
  passkey,
  onCancel,
  onRenamed,
}: {
  passkey: Passkey | null;
  onCancel: () => void;
  onRenamed: (passkey: Passkey) => void;
}) {
  const t = useTranslations('passkeys');
  return (
    <Modal open={passkey !== null} onOpenChange={(next) => !next && onCancel()} title={t('renameTitle')} closeLabel={t('close')}>
      {passkey && <RenameForm passkey={passkey} onCancel={onCancel} onRenamed={onRenamed} />}
    </Modal>
  );
}

function RenameForm({ passkey, onCancel, onRenamed }: { passkey: Passkey; onCancel: () => void; onRenamed: (passkey: Passkey) => void }) {
  const t = useTranslations('passkeys');
  const id = useId();
  const [name, setName] = useState(passkey.name);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const messageOf = useStepMessage();
  const ready = nameProblem(name) === null && !pending;

  const submit = async () => {
    setPending(true);
    setError('');
    const result = await (await loadPasskeyApi()).rename(passkey.id, name.trim());
    setPending(false);
    if (result.ok) onRenamed(result.value);
    else setError(messageOf(result));
  };

  return (
    <form
      className={styles.dialogForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void submit();
      }}
    >
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <NameField id={`${id}-name`} value={name} onChange={setName} />
      <ModalActions>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!ready} aria-busy={pending}>
          {pending ? t('sending') : t('save')}
        </button>
      </ModalActions>
    </form>
  );
}
