import styles from './header.module.css';

/** A menu entry's or link's badge ("New", "Hot", "0 Fee"), styled by its kind. */
export function Badge({ text, kind }: { text?: string; kind?: string }) {
  if (!text) return null;
  return <span className={`${styles.badge} ${kind ? (styles[`badge-${kind}`] ?? '') : ''}`}>{text}</span>;
}
