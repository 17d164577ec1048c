'use client';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './auth-card.module.css';

/**
 * A field of the log-in, sign-up and password-reset forms: its label, the input (`input`: name,
 * type, autocomplete, handlers, a `value` when controlled), what describes it (`hintId`, with
 * `children` the hint itself) and its error (`${id}-error`), which it names too.
 */
export function AuthField({
  id,
  label,
  error,
  hintId,
  inputRef,
  input,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  hintId?: string;
  inputRef?: Ref<HTMLInputElement>;
  input: InputHTMLAttributes<HTMLInputElement>;
  children?: ReactNode;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        className={styles.input}
        id={id}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
