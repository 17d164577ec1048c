'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { messageProblem, type TicketStatus, type TicketThread } from '@exchange/contract/tickets';
import { AttachmentPicker } from './AttachmentPicker';
import { MessageField } from './MessageField';
import { loadTicketsApi } from './tickets-api';
import { writeErrorOf, type WriteError } from './ticket-rules';
import form from '@/lib/account/confirm-fields.module.css';
import styles from './tickets.module.css';

/**
 * The reply box under a thread: the message (the contract's rule, said once sent), files, Send, and Close
 * ticket while it is not closed. A reply to a closed ticket opens it again (the API's rule, said
 * beside the box). `onThread` gets the thread after a change.
 */
export function ReplyForm({ id, status, onThread }: { id: number; status: TicketStatus; onThread: (thread: TicketThread) => void }) {
  const t = useTranslations('tickets');
  const field = useId();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<'reply' | 'close' | null>(null);
  const [error, setError] = useState<WriteError | null>(null);
  const [done, setDone] = useState('');
  const problem = messageProblem(message);
  const shown = tried ? problem : null;

  const write = async (kind: 'reply' | 'close') => {
    setError(null);
    setDone('');
    setBusy(kind);
    const api = await loadTicketsApi();
    const result = kind === 'reply' ? await api.reply(id, message, files) : await api.close(id);
    setBusy(null);
    if (!result.ok) {
      setError(writeErrorOf(result.status));
      return;
    }
    if (kind === 'reply') {
      setMessage('');
      setFiles([]);
      setTried(false);
    }
    setDone(kind === 'reply' ? t('thread.sent') : t('thread.closedDone'));
    onThread(result.thread);
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${field}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!problem) void write('reply');
      }}
    >
      <h2 id={`${field}-title`} className={form.label}>
        {t('thread.reply')}
      </h2>
      {status === 'closed' && <p className={styles.note}>{t('thread.closed')}</p>}
      <MessageField id={field} label={t('thread.replyLabel')} value={message} onChange={setMessage} problem={shown} />
      <AttachmentPicker files={files} onFiles={setFiles} />
      <p role="alert" className={form.error}>
        {error ? t(`errors.${error}`) : ''}
      </p>
      <p role="status" className={form.success}>
        {done}
      </p>
      <div className={form.actions}>
        <button type="submit" className="button button-primary" disabled={busy !== null}>
          {t('thread.send')}
        </button>
        {status !== 'closed' && (
          <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => void write('close')}>
            {t('thread.close')}
          </button>
        )}
      </div>
    </form>
  );
}
