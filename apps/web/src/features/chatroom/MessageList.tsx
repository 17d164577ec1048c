'use client';
import type { ChatMessage } from '@exchange/contract/chat';
import { useClientContext } from '@/lib/request/client-context';
import { useHydrated } from '@/lib/ui/use-hydrated';
import styles from './chatroom.module.css';

/**
 * The messages, oldest first. Nicknames and texts are React text (escaped), never HTML. The time
 * is written after hydration, in the reader's time zone (the server's would differ).
 */
export function MessageList({ messages }: { messages: readonly ChatMessage[] }) {
  const { locale } = useClientContext();
  const hydrated = useHydrated();
  const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return (
    <ol className={styles.messages}>
      {messages.map((m) => {
        const at = new Date(m.sent_at * 1000);
        return (
          <li key={m.id} className={styles.message}>
            <span className={styles.meta}>
              <bdi className={styles.nickname}>{m.nickname}</bdi>
              <time className={styles.time} dateTime={at.toISOString()}>
                {hydrated ? format.format(at) : ''}
              </time>
            </span>
            <span className={styles.body} dir="auto">
              {m.body}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
