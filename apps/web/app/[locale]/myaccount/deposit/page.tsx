import { redirect } from 'next/navigation';
import { getHref } from '@/lib/nav/server-href';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

/** /myaccount/deposit: the default currency's deposit page (USDT). */
export default async function DepositIndexPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const to = await getHref();
  redirect(to('/myaccount/deposit/USDT'));
}
