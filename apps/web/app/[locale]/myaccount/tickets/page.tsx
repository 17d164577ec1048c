import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TicketsPage } from '@/features/tickets/TicketsPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets');
  return { title: t('title'), robots: { index: false } };
}

/** /myaccount/tickets: the user's support tickets, by status, paged (`?status=`, `?page=`). */
export default function SupportTicketsPage({ searchParams }: { searchParams: Promise<{ status?: string | string[]; page?: string | string[] }> }) {
  return <TicketsPage searchParams={searchParams} />;
}
