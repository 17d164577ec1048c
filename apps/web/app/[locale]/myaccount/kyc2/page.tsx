import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { KycApplyView } from '@/features/kyc-center/KycApplyView';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('kycCenter');
  return { title: t('metaTitleApply'), robots: { index: false } };
}

/** /myaccount/kyc2: the application for the next KYC level, then its state live (spec doc 2 §2 routes). */
export default async function KycApplyPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return <KycApplyView />;
}
