'use client';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from '@/lib/auth/auth-card.module.css';

/**
 * One field of the code step: its label, the input (`input`: type, autocomplete, handlers), what
 * describes it (`hintId`, with `children` the hint itself) and its error, which it names too.
 */
export function ResetField({
  id,
  label,
  value,
  error,
  hintId,
  inputRef,
  input,
  children,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  hintId?: string;
  inputRef: Ref<HTMLInputElement>;
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
        value={value}
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
