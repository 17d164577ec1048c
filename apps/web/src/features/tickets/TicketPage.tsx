import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ticketThread } from '@exchange/contract/tickets';
import type { Messages } from '@/i18n/messages';
import { serverRequest } from '@/lib/api/server';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';
import { TicketThreadView } from './TicketThreadView';
import tone from '@/lib/ui/status-text.module.css';
import styles from './tickets.module.css';

/**
 * /myaccount/tickets/{id}: one ticket's thread, read on the server (a ticket that is not the
 * user's reads as not found, as the API answers it), then the client view that follows it.
 */
export async function TicketPage({ id }: { id: string }) {
  const ctx = await getRequestContext();
  const back = guardRedirect(ctx.path, '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, to, messages, answer] = await Promise.all([getTranslations('tickets'), getHref(), getMessages(), serverRequest(ticketThread, { id })]);
  const back2list = (
    <p>
      <a href={to('/myaccount/tickets')}>{t('form.back')}</a>
    </p>
  );
  if (!answer.ok) {
    const missing = answer.error.status === 404 || answer.error.status === 400;
    return (
      <section aria-labelledby="ticket-missing">
        <h1 id="ticket-missing" className={styles.heading}>
          {missing ? t('thread.notFoundTitle') : t('thread.failedTitle')}
        </h1>
        <p className={tone.muted}>{missing ? t('thread.notFoundText') : t('loadFailed')}</p>
        {back2list}
      </section>
    );
  }
  const thread = answer.data.data;
  return (
    <>
      {back2list}
      <h1 className={styles.heading}>
        <bdi>{thread.ticket.subject}</bdi>
      </h1>
      <NextIntlClientProvider messages={{ tickets: (messages as Messages).tickets }}>
        <TicketThreadView initial={thread} />
      </NextIntlClientProvider>
    </>
  );
}
