import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Messages } from '@/i18n/messages';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getRequestContext } from '@/lib/request/request-context';
import { NewTicketForm } from './NewTicketForm';
import { categoryOf } from './ticket-rules';
import styles from './tickets.module.css';

/**
 * /myaccount/tickets/new: the form for a new ticket, its category preset from `?category=` (the
 * withdraw-only notice's "Create a ticket" sends `withdrawal`), behind the page guard.
 */
export async function NewTicketPage({ searchParams }: { searchParams: Promise<{ category?: string | string[] }> }) {
  const [ctx, query] = await Promise.all([getRequestContext(), searchParams]);
  const category = categoryOf(query.category);
  const back = guardRedirect(ctx.path, category ? `?category=${category}` : '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, messages] = await Promise.all([getTranslations('tickets'), getMessages()]);
  return (
    <>
      <h1 className={styles.heading}>{t('form.title')}</h1>
      <p className={styles.intro}>{t('form.intro')}</p>
      <NextIntlClientProvider messages={{ tickets: (messages as Messages).tickets }}>
        <NewTicketForm initialCategory={category} />
      </NextIntlClientProvider>
    </>
  );
}
