import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PasskeysPage } from '@/features/passkeys/PasskeysPage';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('passkeys');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /myaccount/security-setting/passkeys: the account's passkeys (add, rename, remove). */
export default async function PasskeysRoute() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return <PasskeysPage />;
}
