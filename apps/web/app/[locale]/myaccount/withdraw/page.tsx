import { redirect } from 'next/navigation';
import { getHref } from '@/lib/nav/server-href';

/** /myaccount/withdraw (the withdrawal notices' link): the default currency's page. The proxy has sent a guest to log in already. */
export default async function WithdrawIndexPage() {
  const to = await getHref();
  redirect(to('/myaccount/withdraw/USDT'));
}
