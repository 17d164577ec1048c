import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import { AuthCard } from '@/lib/auth/AuthCard';
import styles from '@/lib/auth/auth-card.module.css';
import { getHref } from '@/lib/nav/server-href';
import { ResetFlow } from './ResetFlow';

/** `/login/reset`: a public page (user info is not asked for on it, lib/auth/auth-state.ts skipsUserInfo), the reset flow in the log-in card. */
export async function ResetPage() {
  const [t, messages, to] = await Promise.all([getTranslations('passwordReset'), getMessages(), getHref()]);
  return (
    <AuthCard id="reset-title" title={t('title')}>
      <NextIntlClientProvider messages={{ passwordReset: (messages as Messages).passwordReset }}>
        <ResetFlow loginHref={to('/login')} />
      </NextIntlClientProvider>
      <p className={styles.switch}>
        <a href={to('/login')}>{t('backToLogin')}</a>
      </p>
    </AuthCard>
  );
}
