import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { spotOrders } from '@exchange/contract/trade';
import type { Messages } from '@/i18n/messages';
import { OrdersBoard } from '@/features/orders/OrdersBoard';
import { EMPTY_FILTER, ordersQuery } from '@/features/orders/orders-rules';
import styles from '@/features/orders/orders.module.css';
import { serverRequest } from '@/lib/api/server';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('myOrders');
  return { title: t('title'), robots: { index: false } };
}

/** /myaccount/myorders: the trader's spot orders across every pair, filtered, paged, cancellable; the first page rendered on the server. */
export default async function MyOrdersPage() {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, messages, first] = await Promise.all([getTranslations('myOrders'), getMessages(), serverRequest(spotOrders, ordersQuery(EMPTY_FILTER))]);
  return (
    <>
      <h1 className={styles.heading}>{t('title')}</h1>
      <NextIntlClientProvider messages={{ myOrders: (messages as Messages).myOrders }}>
        <OrdersBoard initial={first.ok ? first.data.data : null} />
      </NextIntlClientProvider>
    </>
  );
}
