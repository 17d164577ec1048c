import tone from '@/lib/ui/status-text.module.css';

/** Why the last request of a form was refused (useSubmit's `error`), announced; nothing while there is none. */
export function Refusal({ text }: { text: string }) {
  return text ? (
    <p role="alert" className={tone.error}>
      {text}
    </p>
  ) : null;
}
