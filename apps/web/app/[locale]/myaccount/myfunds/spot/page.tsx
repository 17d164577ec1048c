import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FundsView } from '@/features/funds/FundsView';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('funds');
  return { title: t('spotTitle'), robots: { index: false } };
}

/** /myaccount/myfunds/spot: every currency of the spot account, live valued, searchable and sortable. */
export default async function SpotFundsPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return <FundsView variant="spot" />;
}
