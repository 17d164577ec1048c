import { redirect } from 'next/navigation';
import { getHref } from '@/lib/nav/server-href';

/** /myaccount/withdraw_internal: the default currency's send page. The proxy has sent a guest to log in already. */
export default async function TransferIndexPage() {
  const to = await getHref();
  redirect(to('/myaccount/withdraw_internal/USDT?type=send'));
}
