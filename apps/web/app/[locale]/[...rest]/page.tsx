import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotFound } from '@/features/not-found/NotFound';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * Every path no route serves, and every locale prefix the site does not offer: the proxy decided
 * it (routing.ts `PAGE_ROUTES`), answers status 404 and sends it here, so the 404 page renders
 * on the server like any other page. Reached without the proxy's decision, it throws `notFound()`.
 */
export default async function UnknownPage() {
  const ctx = await getRequestContext();
  if (!ctx.notFound) notFound();
  return (
    <main id="main">
      <NotFound />
    </main>
  );
}
