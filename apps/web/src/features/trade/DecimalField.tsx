'use client';
import { useId, type Ref } from 'react';
import { useTypedBeforeHydration } from '@/lib/ui/use-typed-before-hydration';
import { cleanDecimalInput } from './ticket-rules';
import styles from './trade.module.css';

/**
 * A price or amount input: decimal text only, cut to the pair's decimals as it is typed, left to
 * right in every language, the currency beside it, the problem under it (announced with the
 * field: aria-describedby, aria-invalid).
 */
export function DecimalField({
  label,
  currency,
  value,
  decimals,
  onChange,
  error,
  inputRef,
}: {
  label: string;
  currency: string;
  value: string;
  decimals: number;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const unitId = `${id}-unit`;
  const errorId = `${id}-error`;
  // a figure typed while the page's code was still on its way is kept (cut as typing would cut it)
  useTypedBeforeHydration(
    () => {
      const input = document.getElementById(id);
      return input instanceof HTMLInputElement ? input : null;
    },
    (typed) => {
      if (typed && typed !== value) onChange(cleanDecimalInput(typed, decimals));
    },
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <div className={`${styles.inputBox} ${error ? styles.inputInvalid : ''}`}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(cleanDecimalInput(event.target.value, decimals))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${unitId} ${errorId}` : unitId}
        />
        <span id={unitId} className={styles.unit}>
          {currency}
        </span>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
