import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MoneyOutView } from '@/features/withdraw/MoneyOutView';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

type Params = Promise<{ locale: string; currency: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('withdraw');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /myaccount/withdraw/{currency}: on-chain withdrawals, the address book and the withdrawals list. */
export default async function WithdrawPage({ params }: { params: Params }) {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return <MoneyOutView kind="withdraw" segment={(await params).currency} mode="send" />;
}
