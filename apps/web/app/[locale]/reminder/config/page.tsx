import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { noticeSettings } from '@exchange/contract/herald';
import { serverRequest } from '@/lib/api/server';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';
import { NoticeSettingsForm } from '@/features/notice-settings/NoticeSettingsForm';
import styles from '../reminder.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('noticeSettings');
  return { title: t('title'), robots: { index: false } };
}

/** /reminder/config: which notice types the user receives, saved to the API as they change. */
export default async function NoticeSettingsPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, result] = await Promise.all([getTranslations('noticeSettings'), serverRequest(noticeSettings, {})]);
  return (
    <>
      <h1 className={styles.heading}>{t('title')}</h1>
      <p>{t('intro')}</p>
      {result.ok ? <NoticeSettingsForm initial={result.data.data} /> : <p role="alert">{t('unavailable')}</p>}
    </>
  );
}
