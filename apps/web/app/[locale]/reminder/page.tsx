import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getRequestContext } from '@/lib/request/request-context';
import { guardRedirect } from '@/lib/auth/page-guard';
import { NotificationCentre } from '@/features/notifications/NotificationCentre';
import { ownHosts } from '@/lib/security/own-hosts';
import styles from './reminder.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('title'), robots: { index: false } };
}

/** /reminder: the notification centre (behind the page guard; a stale session cookie is caught here too). */
export default async function ReminderPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const t = await getTranslations('notifications');
  return (
    <>
      <h1 className={styles.heading}>{t('title')}</h1>
      <NotificationCentre ownHosts={ownHosts(ctx.site)} />
    </>
  );
}
