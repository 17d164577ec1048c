import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { KycHomeView } from '@/features/kyc-center/KycHomeView';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('kycCenter');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /myaccount/kyc_home: the KYC level, what each level allows, and the application's state (spec doc 2 §2 routes). */
export default async function KycHomePage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return <KycHomeView />;
}
