import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FundPassSetup } from '@/features/security-settings/FundPassSetup';
import { SecurityPage } from '@/features/security-settings/SecurityPage';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('securitySettings');
  return { title: t('fundPassword.title'), robots: { index: false } };
}

/** /myaccount/fundpass_setup (the fund-password dialog's "change" link): set or change the fund password. */
export default async function FundPassSetupPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return <SecurityPage title="fundPassword.title">{(overview, { inputs }) => <FundPassSetup initial={overview} inputs={inputs} />}</SecurityPage>;
}
