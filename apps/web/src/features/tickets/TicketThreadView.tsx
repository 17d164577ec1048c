'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { TicketThread } from '@exchange/contract/tickets';
import { MarketDataProvider } from '@/lib/market/query-client';
import { LocalTime } from '@/lib/request/LocalTime';
import { ReplyForm } from './ReplyForm';
import { ThreadMessages } from './ThreadMessages';
import { THREAD_POLL_MS, pollsWhile } from './ticket-rules';
import { loadTicketsApi, threadKey } from './tickets-api';
import styles from './tickets.module.css';

function Thread({ initial }: { initial: TicketThread }) {
  const t = useTranslations('tickets');
  const client = useQueryClient();
  const id = initial.ticket.id;
  const { data } = useQuery({
    queryKey: threadKey(id),
    queryFn: async () => (await loadTicketsApi()).thread(id),
    initialData: initial,
    // while support has not answered, its acknowledgement is on its way: read the thread again until it is
    refetchInterval: (query) => (pollsWhile(query.state.data?.ticket.status) ? THREAD_POLL_MS : false),
  });
  const { ticket, messages } = data;
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{t('thread.number')}</dt>
          <dd>{ticket.id}</dd>
        </div>
        <div>
          <dt>{t('thread.category')}</dt>
          <dd>{t(`categories.${ticket.category}`)}</dd>
        </div>
        <div>
          <dt>{t('thread.status')}</dt>
          <dd className={styles[ticket.status]} data-testid="ticket-status">
            {t(`status.${ticket.status}`)}
          </dd>
        </div>
        <div>
          <dt>{t('thread.opened')}</dt>
          <dd>
            <LocalTime ms={ticket.created_ms} />
          </dd>
        </div>
      </dl>
      <p className={styles.note} role="status">
        {t(`thread.state.${ticket.status}`)}
      </p>
      <ThreadMessages ticket={ticket} messages={messages} />
      <ReplyForm id={id} status={ticket.status} onThread={(thread) => client.setQueryData(threadKey(id), thread)} />
    </>
  );
}

/** One ticket's page below its title: its facts and state, the thread (read again while support has not answered), the reply box and Close. */
export function TicketThreadView({ initial }: { initial: TicketThread }) {
  return (
    <MarketDataProvider>
      <Thread initial={initial} />
    </MarketDataProvider>
  );
}
