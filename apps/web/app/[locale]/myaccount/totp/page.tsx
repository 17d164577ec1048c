import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SecurityPage } from '@/features/security-settings/SecurityPage';
import { TotpSetup } from '@/features/security-settings/TotpSetup';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('securitySettings');
  return { title: t('totp.title'), robots: { index: false } };
}

/** /myaccount/totp: set up the authenticator (QR code, key, a code to confirm, recovery codes once), or manage and turn it off. */
export default async function TotpPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return <SecurityPage title="totp.title">{(overview, { brand }) => <TotpSetup initial={overview} site={brand} />}</SecurityPage>;
}
