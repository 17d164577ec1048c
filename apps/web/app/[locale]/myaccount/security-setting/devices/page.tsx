import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SessionsPage } from '@/features/sessions/SessionsPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sessions');
  return { title: t('title'), robots: { index: false } };
}

/** /myaccount/security-setting/devices: the account's live sessions; end one or all others (docs/IDENTITY.md "Sessions"). */
export default function Page() {
  return <SessionsPage />;
}
