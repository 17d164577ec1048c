import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPage } from '@/features/password-reset/ResetPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('passwordReset');
  return { title: t('title') };
}

/** /login/reset: ask for a code by mail, set a new password with it (docs/IDENTITY.md "Password reset"). */
export default function Page() {
  return <ResetPage />;
}
