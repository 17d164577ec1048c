import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MoneyOutView } from '@/features/withdraw/MoneyOutView';
import { transferMode } from '@/features/withdraw/withdraw-access';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

type Params = Promise<{ locale: string; currency: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('transfer');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /myaccount/withdraw_internal/{currency}?type=send|code: an instant transfer to another user, or a deposit code, and the user's codes. */
export default async function TransferPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const ctx = await getRequestContext();
  const [{ currency }, query] = await Promise.all([params, searchParams]);
  const search = typeof query.type === 'string' ? `?type=${encodeURIComponent(query.type)}` : '';
  const back = guardRedirect(ctx.path, search, ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  return <MoneyOutView kind="transfer" segment={currency} mode={transferMode(query.type)} />;
}
