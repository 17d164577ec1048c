import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { OAuthCallback } from '@/features/auth/OAuthCallback';
import styles from '@/lib/auth/auth-card.module.css';
import { getHref } from '@/lib/nav/server-href';

/** Where the main site sends a testnet sign-in back to (spec doc 1 §7). */
export default async function AuthCallbackPage() {
  const t = await getTranslations('auth');
  const to = await getHref();
  return (
    <main id="main" className={styles.page}>
      <section className={styles.card} aria-labelledby="callback-title">
        <h1 id="callback-title" className={styles.title}>
          {t('callbackTitle')}
        </h1>
        <Suspense>
          <OAuthCallback loginHref={to('/')} />
        </Suspense>
      </section>
    </main>
  );
}
