'use client';
import { cleanAmount } from './withdraw-rules';
import tone from '@/lib/ui/status-text.module.css';
import styles from './withdraw.module.css';

/**
 * An amount typed as decimal text (spaces dropped, a decimal comma read as a point: cleanAmount),
 * with Max beside it (disabled until `onMax` is given) and a help line that turns into the problem
 * when there is one. `inputRef` receives the input (focus goes on from it after a success).
 */
export function AmountField({
  id,
  label,
  maxLabel,
  amount,
  onAmount,
  onMax,
  help,
  problem,
  inputRef,
}: {
  id: string;
  label: string;
  maxLabel: string;
  amount: string;
  onAmount: (amount: string) => void;
  onMax: (() => void) | null;
  help: string;
  /** the problem's words, or null when the amount is fine */
  problem: string | null;
  inputRef: (input: HTMLInputElement | null) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-amount`}>{label}</label>
      <div className={styles.amountRow}>
        <input
          ref={inputRef}
          id={`${id}-amount`}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-amount-help`}
          onChange={(e) => onAmount(cleanAmount(e.target.value))}
        />
        <button type="button" className={styles.max} disabled={!onMax} onClick={() => onMax?.()}>
          {maxLabel}
        </button>
      </div>
      <p id={`${id}-amount-help`} className={problem ? tone.error : tone.muted}>
        {problem ?? help}
      </p>
    </div>
  );
}
