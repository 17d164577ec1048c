import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { AuthForm } from './AuthForm';
import { PasskeyLogin } from './PasskeyLogin';
import { AuthCard } from '@/lib/auth/AuthCard';
import styles from '@/lib/auth/auth-card.module.css';

import type { AuthMode } from './authErrors';

export async function AuthPage({ mode, returnTo }: { mode: AuthMode; returnTo: string }) {
  const { site } = await getRequestContext();
  const [t, tReset, to, messages] = await Promise.all([getTranslations('auth'), getTranslations('passwordReset'), getHref(), getMessages()]);
  const { passkeys } = messages as Messages;
  const other = mode === 'login' ? '/signup' : '/login';
  const otherHref = returnTo === to('/') ? to(other) : `${to(other)}?return_to=${encodeURIComponent(returnTo)}`;
  return (
    <AuthCard id="auth-title" title={t(mode === 'login' ? 'loginTitle' : 'signupTitle', { brand: site.brandName })}>
      <AuthForm mode={mode} returnTo={returnTo} />
      {mode === 'login' && (
        <p className={styles.forgot}>
          <a href={to('/login/reset')}>{tReset('forgotLink')}</a>
        </p>
      )}
      {mode === 'login' && (
        <NextIntlClientProvider messages={{ passkeys: { login: passkeys.login, problem: passkeys.problem } }}>
          <PasskeyLogin returnTo={returnTo} />
        </NextIntlClientProvider>
      )}
      <p className={styles.switch}>
        {t(mode === 'login' ? 'noAccount' : 'haveAccount')} <a href={otherHref}>{mode === 'login' ? t('submitSignup') : t('submitLogin')}</a>
      </p>
    </AuthCard>
  );
}
