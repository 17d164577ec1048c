'use client';
import { useTranslations } from 'next-intl';
import type { Ticket, TicketAttachment, TicketMessage } from '@exchange/contract/tickets';
import { uploadFileUrl } from '@exchange/contract/uploads';
import { useClientContext } from '@/lib/request/client-context';
import { fileSizeText } from './attachment-rules';
import { LocalTime } from '@/lib/request/LocalTime';
import tone from '@/lib/ui/status-text.module.css';
import styles from './tickets.module.css';

/**
 * A ticket's messages, oldest first: who wrote each (you, or support), when, and the text as text
 * (React escapes it; line breaks kept by CSS), never as HTML, and its files. The support desk's automatic
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
            <LocalTime className={tone.muted} ms={m.created_ms} />
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
          {m.attachments.length > 0 && <Attachments files={m.attachments} label={t('files')} />}
        </li>
      ))}
    </ol>
  );
}

/** A message's files: each a link to the owner-only file (an image with its thumbnail), its name and length. */
function Attachments({ files, label }: { files: readonly TicketAttachment[]; label: string }) {
  const { locale } = useClientContext();
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a className={styles.file} href={uploadFileUrl(file.id)} target="_blank" rel="noopener">
            {file.mime.startsWith('image/') && (
              // eslint-disable-next-line @next/next/no-img-element -- the user's own file from the API (private, no-store): next/image would proxy and cache it
              <img className={styles.thumb} src={uploadFileUrl(file.id)} alt="" width={48} height={48} loading="lazy" />
            )}
            <bdi>{file.name}</bdi>
          </a>{' '}
          <span className={tone.muted}>{fileSizeText(file.size, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
