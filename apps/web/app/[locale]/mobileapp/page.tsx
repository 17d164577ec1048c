import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MobileAppPage } from '@/features/app-download/MobileAppPage';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const [{ site }, t] = await Promise.all([getRequestContext(), getTranslations('mobileApp')]);
  return { title: t('metaTitle', { brand: site.brandName }), description: t('intro') };
}

/**
 * /mobileapp: the site's app download page. A site that hides app download answers the 404 page
 * here, decided by the proxy (routing.ts offersPage); the `notFound()` is the last resort.
 */
export default async function MobileAppRoute() {
  const ctx = await getRequestContext();
  if (ctx.site.hide.appDownload) notFound();
  return <MobileAppPage ctx={ctx} />;
}
