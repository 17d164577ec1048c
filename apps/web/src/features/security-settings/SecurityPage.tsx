import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { securityOverview, type SecurityOverview } from '@exchange/contract/security';
import type { Messages } from '@/i18n/messages';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request/request-context';
import styles from './security.module.css';

/**
 * The frame of the security settings' pages (the hub, the fund password, the authenticator): the
 * heading, the overview read on the server, and the feature's strings for its client parts. When
 * the overview cannot be read the page says so instead of guessing at the account's state.
 * `children` builds the page's client part from the overview and the words the password-strength
 * estimate counts against a new password (the nickname, the site's name).
 */
export async function SecurityPage({
  title,
  children,
}: {
  title: 'title' | 'fundPassword.title' | 'totp.title';
  children: (overview: SecurityOverview, context: { inputs: string[]; brand: string; showWhitelist: boolean }) => ReactNode;
}) {
  const [ctx, t, messages, result] = await Promise.all([
    getRequestContext(),
    getTranslations('securitySettings'),
    getMessages(),
    serverRequest(securityOverview, {}),
  ]);
  const inputs = [ctx.user.nickname, ctx.user.user_nick, ctx.site.brandName].filter((word) => word !== '');
  return (
    <>
      <h1 className={styles.heading}>{t(title)}</h1>
      {result.ok ? (
        <NextIntlClientProvider messages={{ securitySettings: (messages as Messages).securitySettings }}>
          {children(result.data.data, { inputs, brand: ctx.site.brandName, showWhitelist: !ctx.site.hide.withdraw })}
        </NextIntlClientProvider>
      ) : (
        <p role="alert">{t('unavailable')}</p>
      )}
    </>
  );
}
