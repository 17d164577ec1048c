import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The card the log-in, sign-up, sign-in callback and password-reset pages sit in: the page's main landmark, its heading, then `children`. */
export function AuthCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className={styles.page}>
      <section className={styles.card} aria-labelledby={id}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
