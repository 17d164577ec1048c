import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RestrictedRegion } from '@/features/compliance/RestrictedRegion';
import { getRequestContext } from '@/lib/request/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('compliance.tips');
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** The restricted-region page (spec doc 2 §2): the compliance redirect's target. */
export default async function StateComplianceTipsPage() {
  const ctx = await getRequestContext();
  return (
    <main id="main">
      <RestrictedRegion ctx={ctx} />
    </main>
  );
}
