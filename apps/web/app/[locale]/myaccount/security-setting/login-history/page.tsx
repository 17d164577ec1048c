import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginHistoryPage, type HistoryQuery } from '@/features/sessions/LoginHistoryPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sessions');
  return { title: t('historyTitle'), robots: { index: false } };
}

/** /myaccount/security-setting/login-history: the last 90 days of logins, successes and failures (docs/IDENTITY.md "Login history"). */
export default function Page({ searchParams }: { searchParams: Promise<HistoryQuery> }) {
  return <LoginHistoryPage searchParams={searchParams} />;
}
