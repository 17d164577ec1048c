'use client';
import { useTranslations } from 'next-intl';
import { TotpField } from './PasswordField';
import type { SecondFactorMethods, SecondFactorValue } from './second-factor';

export interface SecondFactorFieldProps {
  /** The field's id prefix (the code input is `${id}-totp`). */
  id: string;
  /** What the trader has entered so far: `{ totp }` now, `{ passkey }` once the passkey option exists. */
  value: SecondFactorValue;
  onChange: (value: SecondFactorValue) => void;
  /** The account's second factors (the security overview's); the field renders only those. */
  methods: SecondFactorMethods;
  /** Overrides the code field's label ("Authenticator code"). */
  totpLabel?: string;
}

/**
 * The one second-factor field every security change uses (password, fund password,
 * authenticator off, recovery codes, anti-phishing code). Renders nothing when the account has no
 * second factor. The passkey option (a button that asks the browser for an assertion and puts its
 * JSON text into `value.passkey`) belongs to the passkeys' piece and is added here.
 */
export function SecondFactorField({ id, value, onChange, methods, totpLabel }: SecondFactorFieldProps) {
  const t = useTranslations('securitySettings.secondFactor');
  if (!methods.totp) return null;
  return <TotpField id={`${id}-totp`} label={totpLabel ?? t('totp')} value={value.totp ?? ''} onChange={(totp) => onChange({ ...value, totp })} />;
}
