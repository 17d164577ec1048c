import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewTicketPage } from '@/features/tickets/NewTicketPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets');
  return { title: t('form.title'), robots: { index: false } };
}

/** /myaccount/tickets/new: a new support ticket (`?category=` presets its category). */
export default function NewSupportTicketPage({ searchParams }: { searchParams: Promise<{ category?: string | string[] }> }) {
  return <NewTicketPage searchParams={searchParams} />;
}
