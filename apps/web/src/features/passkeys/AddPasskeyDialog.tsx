'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Passkey } from '@exchange/contract/passkeys';
import type { SecondFactorMethods } from '@/lib/account/second-factor';
import { loadPasskeyApi } from '@/lib/passkeys/passkey-api';
import { Modal } from '@/lib/ui/Modal';
import { ConfirmIdentity } from './ConfirmIdentity';
import { identityBody, identityReady, NO_IDENTITY } from './confirmation';
import { NameField } from './NameField';
import { deviceOf, nameProblem } from './passkey-names';
import { PasskeyForm } from './PasskeyForm';
import tone from '@/lib/ui/status-text.module.css';

/**
 * Adding a passkey: its name (first the browser and system it is made in), the confirmation
 * (ConfirmIdentity), then the browser's own prompt creates it (@simplewebauthn/browser, loaded
 * now) and the API stores it. A refusal or a cancelled prompt is said in the dialog; `onAdded`
 * closes it.
 */
export function AddPasskeyDialog({
  open,
  methods,
  onCancel,
  onAdded,
}: {
  open: boolean;
  methods: SecondFactorMethods;
  onCancel: () => void;
  onAdded: (passkey: Passkey) => void;
}) {
  const t = useTranslations('passkeys');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={t('addTitle')} closeLabel={t('close')}>
      {open && <AddForm methods={methods} onCancel={onCancel} onAdded={onAdded} />}
    </Modal>
  );
}

function AddForm({ methods, onCancel, onAdded }: { methods: SecondFactorMethods; onCancel: () => void; onAdded: (passkey: Passkey) => void }) {
  const t = useTranslations('passkeys');
  const id = useId();
  const [name, setName] = useState(() => {
    const { browser, system } = deviceOf(navigator.userAgent);
    if (browser && system) return t('defaultName', { browser, system });
    return browser ?? system ?? t('defaultNameFallback');
  });
  const [identity, setIdentity] = useState(NO_IDENTITY);

  return (
    <PasskeyForm
      submitLabel={t('create')}
      ready={nameProblem(name) === null && identityReady(methods, identity)}
      run={async () => {
        const result = await (await loadPasskeyApi()).add(name.trim(), identityBody(methods, identity));
        if (!result.ok) return result;
        onAdded(result.value);
        return null;
      }}
      // a used second factor cannot confirm again
      onFailed={() => setIdentity((current) => ({ ...current, factor: {} }))}
      onCancel={onCancel}
    >
      <p className={tone.muted}>{t('addText')}</p>
      <NameField id={`${id}-name`} value={name} onChange={setName} />
      <ConfirmIdentity id={`${id}-confirm`} methods={methods} value={identity} onChange={setIdentity} />
    </PasskeyForm>
  );
}
