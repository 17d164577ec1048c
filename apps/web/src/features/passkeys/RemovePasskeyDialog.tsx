'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Passkey } from '@exchange/contract/passkeys';
import type { SecondFactorMethods } from '@/lib/account/second-factor';
import { loadPasskeyApi } from '@/lib/passkeys/passkey-api';
import { Modal } from '@/lib/ui/Modal';
import { ConfirmIdentity } from './ConfirmIdentity';
import { identityBody, identityReady, NO_IDENTITY } from './confirmation';
import { PasskeyForm } from './PasskeyForm';

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
  return (
    <PasskeyForm
      submitLabel={t('removeConfirm')}
      ready={identityReady(methods, identity)}
      run={async () => {
        const result = await (await loadPasskeyApi()).remove(passkey.id, identityBody(methods, identity));
        if (!result.ok) return result;
        onRemoved(passkey);
        return null;
      }}
      onFailed={() => setIdentity((current) => ({ ...current, factor: {} }))}
      onCancel={onCancel}
    >
      <p>{t('removeText', { name: passkey.name })}</p>
      <ConfirmIdentity id={`${id}-confirm`} methods={methods} value={identity} onChange={setIdentity} />
    </PasskeyForm>
  );
}
