import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PerksPage } from '@/features/app-download/PerksPage';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const [{ site }, t] = await Promise.all([getRequestContext(), getTranslations('appDownload.page')]);
  return { title: t('metaTitle'), description: t('intro', { brand: site.brandName }) };
}

/**
 * /activities/app-exclusive-perks: the app promotion. A site that hides app download answers the 404
 * page here, decided by the proxy (routing.ts resolveRoute, offersPage); the `notFound()` is the last resort.
 */
export default async function AppExclusivePerksPage() {
  const ctx = await getRequestContext();
  if (ctx.site.hide.appDownload) notFound();
  return <PerksPage ctx={ctx} />;
}
