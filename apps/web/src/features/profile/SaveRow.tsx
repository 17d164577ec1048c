import form from '@/lib/account/confirm-fields.module.css';

/** The end of a profile form: its Save button, what was saved (a polite status) and what went wrong (an alert). */
export function SaveRow({ label, disabled, done, error }: { label: string; disabled: boolean; done: string; error: string }) {
  return (
    <>
      <div className={form.actions}>
        <button type="submit" className="button button-primary" disabled={disabled}>
          {label}
        </button>
        <p role="status" className={form.success}>
          {done}
        </p>
      </div>
      <p role="alert" className={form.error}>
        {error}
      </p>
    </>
  );
}
