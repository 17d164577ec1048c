import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TicketPage } from '@/features/tickets/TicketPage';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const [t, { id }] = await Promise.all([getTranslations('tickets'), params]);
  return { title: t('ticketNo', { id }), robots: { index: false } };
}

/** /myaccount/tickets/{id}: one support ticket's thread, reply and close (the route matches ids by shape; the API decides whose). */
export default async function SupportTicketPage({ params }: { params: Promise<{ id: string }> }) {
  return <TicketPage id={(await params).id} />;
}
