import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { AuthForm } from './AuthForm';
import { PasskeyLogin } from './PasskeyLogin';
import styles from './auth.module.css';

import type { AuthMode } from './authErrors';

export async function AuthPage({ mode, returnTo }: { mode: AuthMode; returnTo: string }) {
  const { site } = await getRequestContext();
  const [t, to, messages] = await Promise.all([getTranslations('auth'), getHref(), getMessages()]);
  const { passkeys } = messages as Messages;
  const other = mode === 'login' ? '/signup' : '/login';
  const otherHref = returnTo === to('/') ? to(other) : `${to(other)}?return_to=${encodeURIComponent(returnTo)}`;
  return (
    <main id="main" className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {t(mode === 'login' ? 'loginTitle' : 'signupTitle', { brand: site.brandName })}
        </h1>
        <AuthForm mode={mode} returnTo={returnTo} />
        {mode === 'login' && (
          <NextIntlClientProvider messages={{ passkeys: { login: passkeys.login, problem: passkeys.problem } }}>
            <PasskeyLogin returnTo={returnTo} />
          </NextIntlClientProvider>
        )}
        <p className={styles.switch}>
          {t(mode === 'login' ? 'noAccount' : 'haveAccount')} <a href={otherHref}>{mode === 'login' ? t('submitSignup') : t('submitLogin')}</a>
        </p>
      </section>
    </main>
  );
}
