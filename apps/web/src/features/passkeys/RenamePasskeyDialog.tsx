'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Passkey } from '@exchange/contract/passkeys';
import { loadPasskeyApi } from '@/lib/passkeys/passkey-api';
import { Modal } from '@/lib/ui/Modal';
import { NameField } from './NameField';
import { nameProblem } from './passkey-names';
import { PasskeyForm } from './PasskeyForm';

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
  return (
    <PasskeyForm
      submitLabel={t('save')}
      ready={nameProblem(name) === null}
      run={async () => {
        const result = await (await loadPasskeyApi()).rename(passkey.id, name.trim());
        if (!result.ok) return result;
        onRenamed(result.value);
        return null;
      }}
      onCancel={onCancel}
    >
      <NameField id={`${id}-name`} value={name} onChange={setName} />
    </PasskeyForm>
  );
}
