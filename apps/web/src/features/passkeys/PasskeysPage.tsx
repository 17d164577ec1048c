import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { securityOverview } from '@exchange/contract/security';
import type { Messages } from '@/i18n/messages';
import { secondFactorMessages } from '@/lib/account/second-factor-messages';
import { serverRequest } from '@/lib/api/server';
import { PasskeyManager } from './PasskeyManager';
import styles from './passkeys.module.css';

/**
 * /myaccount/security-setting/passkeys: what a passkey is, then the account's passkeys (the
 * island). Whether the account has an authenticator decides how changes are confirmed; when the
 * overview cannot be read, the authenticator is assumed (the API says what it needs).
 */
export async function PasskeysPage() {
  const [t, messages, overview] = await Promise.all([getTranslations('passkeys'), getMessages(), serverRequest(securityOverview, {})]);
  const all = messages as Messages;
  const totp = overview.ok ? overview.data.data.totp : true;
  const factor = secondFactorMessages(all);
  const client = { passkeys: all.passkeys, securitySettings: factor.securitySettings };
  return (
    <>
      <h1 className={styles.heading}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <NextIntlClientProvider messages={client}>
        <PasskeyManager totp={totp} />
      </NextIntlClientProvider>
    </>
  );
}
