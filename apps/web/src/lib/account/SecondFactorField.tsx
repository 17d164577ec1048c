'use client';
import { useTranslations } from 'next-intl';
import { PasskeyFactor } from './PasskeyFactor';
import { TotpField } from './PasswordField';
import type { SecondFactorMethods, SecondFactorValue } from './second-factor';
import styles from './confirm-fields.module.css';

export interface SecondFactorFieldProps {
  /** The field's id prefix (the code input is `${id}-totp`). */
  id: string;
  /** What the trader has entered so far: `{ totp }` as typed, or `{ passkey }` once the browser gave an assertion. */
  value: SecondFactorValue;
  onChange: (value: SecondFactorValue) => void;
  /** The account's second factors (the security overview's); the field renders only those. */
  methods: SecondFactorMethods;
  /** Overrides the code field's label ("Authenticator code"). */
  totpLabel?: string;
}

/**
 * The one second-factor field every security change uses (password, fund password,
 * authenticator off, recovery codes, anti-phishing code, passkeys, money out). Renders nothing when
 * the account has no second factor; the authenticator-code field when it has an authenticator; and
 * when it has a passkey, "Use a passkey" (PasskeyFactor), which fills `value.passkey` instead of
 * the code. A page that renders it for an account with a passkey gives its client the catalogs'
 * `passkeys.factor` and `passkeys.problem` besides `securitySettings.secondFactor`
 * (secondFactorMessages).
 */
export function SecondFactorField({ id, value, onChange, methods, totpLabel }: SecondFactorFieldProps) {
  const t = useTranslations('securitySettings.secondFactor');
  if (!methods.totp && !methods.passkey) return null;
  const usingPasskey = value.passkey !== undefined && value.passkey !== '';
  return (
    <div className={styles.factor}>
      {methods.totp && !usingPasskey && (
        <TotpField id={`${id}-totp`} label={totpLabel ?? t('totp')} value={value.totp ?? ''} onChange={(totp) => onChange({ ...value, totp })} />
      )}
      {methods.passkey && <PasskeyFactor id={id} value={value} onChange={onChange} withCode={methods.totp} />}
    </div>
  );
}
