'use client';
import styles from './confirm-fields.module.css';

/**
 * A password field, at most 128 characters: the fund-password confirmations' (the account menu's
 * fund-password dialogs, the withdraw and transfer confirmations) are never autofilled; the
 * security settings' login-password fields pass `current-password` or `new-password`.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete = 'off',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: 'off' | 'current-password' | 'new-password';
}) {
  return (
    <label className={styles.field} htmlFor={id}>
      {label}
      <input
        id={id}
        className={styles.input}
        type="password"
        autoComplete={autoComplete}
        value={value}
        maxLength={128}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** The confirmations' authenticator-code field: six digits, anything else dropped as typed. */
export function TotpField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className={styles.field} htmlFor={id}>
      {label}
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
    </label>
  );
}
