import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { listSessions } from '@exchange/contract/sessions';
import type { Messages } from '@/i18n/messages';
import { serverRequest } from '@/lib/api/server';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';
import { browserLabel, placeName } from './session-rules';
import { SessionList, type SessionRow } from './SessionList';
import { SessionsNav } from './SessionsNav';
import styles from './sessions.module.css';

/**
 * `/myaccount/security-setting/devices`: the account's live sessions, read and worded on the
 * server (names, places), then the client list that ends them and writes the times in the
 * reader's own time zone.
 */
export async function SessionsPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, messages, answer] = await Promise.all([getTranslations('sessions'), getMessages(), serverRequest(listSessions, {})]);
  const rows: SessionRow[] | null = answer.ok
    ? answer.data.data.list.map((s) => {
        const name = browserLabel(s);
        return {
          id: s.id,
          name: t(name.key, name.values),
          device: t(`device.${s.device}`),
          ip: s.ip || t('unknown'),
          place: placeName(s.place, ctx.locale) ?? t('unknown'),
          createdMs: s.created_ms,
          lastSeenMs: s.last_seen_ms,
          method: t(`method.${s.method}`),
          current: s.current,
        };
      })
    : null;
  return (
    <>
      <h1 className={styles.heading}>{t('title')}</h1>
      <SessionsNav current="sessions" />
      <p className={styles.intro}>{t('intro')}</p>
      {rows === null ? (
        <p role="alert">{t('unavailable')}</p>
      ) : (
        <NextIntlClientProvider messages={{ sessions: (messages as Messages).sessions }}>
          <SessionList initial={rows} />
        </NextIntlClientProvider>
      )}
    </>
  );
}
