import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SecurityHub } from '@/features/security-settings/SecurityHub';
import { SecurityPage } from '@/features/security-settings/SecurityPage';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('securitySettings');
  return { title: t('title'), robots: { index: false } };
}

/** /myaccount/security-setting (also /myaccount/security): every protection of the account with its state and action. */
export default async function SecuritySettingPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return (
    <SecurityPage title="title">
      {(overview, { inputs, showWhitelist }) => <SecurityHub initial={overview} inputs={inputs} showWhitelist={showWhitelist} />}
    </SecurityPage>
  );
}
