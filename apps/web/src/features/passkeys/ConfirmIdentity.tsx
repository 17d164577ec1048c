'use client';
import { useTranslations } from 'next-intl';
import { PasswordField } from '@/lib/account/PasswordField';
import { SecondFactorField } from '@/lib/account/SecondFactorField';
import { hasSecondFactor, type SecondFactorMethods } from '@/lib/account/second-factor';
import type { Identity } from './confirmation';
import tone from '@/lib/ui/status-text.module.css';
import styles from './passkeys.module.css';

/**
 * What a passkey change is confirmed with (confirmation.ts): the account's second factor when it
 * has one (the one second-factor field: an authenticator code or a passkey), else the login password.
 */
export function ConfirmIdentity({
  id,
  methods,
  value,
  onChange,
}: {
  id: string;
  methods: SecondFactorMethods;
  value: Identity;
  onChange: (value: Identity) => void;
}) {
  const t = useTranslations('passkeys');
  if (hasSecondFactor(methods)) {
    return (
      <div className={styles.confirm}>
        <p className={tone.muted}>{t('confirmFactor')}</p>
        <SecondFactorField id={id} methods={methods} value={value.factor} onChange={(factor) => onChange({ ...value, factor })} />
      </div>
    );
  }
  return (
    <div className={styles.confirm}>
      <p className={tone.muted}>{t('confirmPassword')}</p>
      <PasswordField id={`${id}-password`} label={t('password')} value={value.password} onChange={(password) => onChange({ ...value, password })} />
    </div>
  );
}
