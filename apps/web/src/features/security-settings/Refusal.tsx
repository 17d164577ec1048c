import styles from './security.module.css';

/** Why the last request of a form was refused (useSubmit's `error`), announced; nothing while there is none. */
export function Refusal({ text }: { text: string }) {
  return text ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : null;
}
