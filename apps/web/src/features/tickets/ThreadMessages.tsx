'use client';
import { useTranslations } from 'next-intl';
import type { Ticket, TicketMessage } from '@exchange/contract/tickets';
import { LocalTime } from '@/lib/request/LocalTime';
import styles from './tickets.module.css';

/**
 * A ticket's messages, oldest first: who wrote each (you, or support), when, and the text as text
 * (React escapes it; line breaks kept by CSS), never as HTML. The support desk's automatic
 * acknowledgement is labelled as automatic and written in the reader's language.
 */
export function ThreadMessages({ ticket, messages }: { ticket: Ticket; messages: readonly TicketMessage[] }) {
  const t = useTranslations('tickets.thread');
  const tAll = useTranslations('tickets');
  return (
    <ol className={styles.thread} aria-label={t('messages')}>
      {messages.map((m) => (
        <li key={m.id} className={`${styles.message} ${m.author === 'support' ? styles.fromSupport : styles.fromUser}`}>
          <p className={styles.author}>
            <strong>{m.author === 'support' ? t('support') : t('you')}</strong>
            {m.automatic && <span className={styles.badge}>{t('automatic')}</span>}
            <LocalTime className={styles.muted} ms={m.created_ms} />
          </p>
          {m.automatic ? (
            <ul className={styles.ack}>
              <li>{t('ack.received', { id: ticket.id, category: tAll(`categories.${ticket.category}`) })}</li>
              <li>{t('ack.next')}</li>
              <li>{t('ack.meanwhile')}</li>
              <li>{t('ack.never')}</li>
            </ul>
          ) : (
            <p className={styles.body} dir="auto">
              {m.body}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
