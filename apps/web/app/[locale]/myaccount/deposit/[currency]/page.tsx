import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DepositView } from '@/features/deposit/DepositView';
import { currencyOfSegment } from '@/features/deposit/deposit-rules';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';

type Params = Promise<{ locale: string; currency: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [t, { currency }] = await Promise.all([getTranslations('deposit'), params]);
  return { title: t('titleOf', { currency: currencyOfSegment(currency) ?? '' }), robots: { index: false } };
}

/**
 * /myaccount/deposit/{currency} (issue 44 item 2): the currency's networks, the deposit address per
 * network (with QR code and memo), and the deposit history, live. `?network=TRX` chooses a network.
 * A lower-case code goes to its upper-case address; a currency the API does not list says so.
 */
export default async function DepositPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [{ currency: segment }, search, to] = await Promise.all([params, searchParams, getHref()]);
  const currency = currencyOfSegment(segment) ?? segment;
  if (currency !== segment) redirect(to(`/myaccount/deposit/${currency}`));
  const network = typeof search.network === 'string' ? search.network.toUpperCase() : null;
  return <DepositView currency={currency} network={network} />;
}
