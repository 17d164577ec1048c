'use client';
import styles from './account.module.css';

/** The fund-password dialogs' password field: never autofilled, at most 128 characters. */
export function PasswordField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className={styles.field} htmlFor={id}>
      {label}
      <input id={id} className={styles.input} type="password" autoComplete="off" value={value} maxLength={128} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
