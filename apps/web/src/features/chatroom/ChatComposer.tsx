'use client';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { postChatMessage, type ChatMessage } from '@exchange/contract/chat';
import { browserRequest } from '@/lib/api/browser';
import { useTypedBeforeHydration } from '@/lib/ui/use-typed-before-hydration';
import { composerState, normaliseDraft, sendErrorOf, type SendError } from './chat-log';
import styles from './chatroom.module.css';

/**
 * The composer for logged-in users: one line of text (line breaks become spaces), a counter of
 * the characters left, Enter or the button sends. What stops a message (too long, control
 * characters) shows before sending; what the API refuses (too fast, session ended) after.
 */
export function ChatComposer({ onSent }: { onSent: (message: ChatMessage) => void }) {
  const t = useTranslations('chatroom');
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<SendError | null>(null);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // typed before the page's code ran: kept (React's first update would clear it); an Enter then only
  // broke the line, so the text waits for the next
  useTypedBeforeHydration(
    () => box.current,
    (typed) => {
      if (typed) setDraft(normaliseDraft(typed));
    },
  );
  const state = composerState(draft);
  const local: SendError | null = state.problem === 'tooLong' ? 'tooLong' : state.problem === 'control' ? 'invalid' : null;
  const error = local ?? refused;

  const send = async () => {
    if (state.problem || sending) return;
    setSending(true);
    setRefused(null);
    const result = await browserRequest(postChatMessage, { body: draft });
    setSending(false);
    if (!result.ok) {
      setRefused(sendErrorOf(result.error.status, result.error.message));
      return;
    }
    setDraft('');
    onSent(result.data.data);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {t('composerLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        ref={box}
        className={styles.input}
        rows={2}
        value={draft}
        placeholder={t('placeholder')}
        aria-invalid={local !== null}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setDraft(normaliseDraft(event.target.value));
          if (refused !== 'rateLimited') setRefused(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerRow}>
        <span id={`${id}-count`} className={state.length > state.max ? styles.countOver : styles.count}>
          <span aria-hidden="true">{t('counter', { count: state.length, max: state.max })}</span>
          <span className="visually-hidden">{t('counterLabel', { count: state.length, max: state.max })}</span>
        </span>
        <button type="submit" className="button button-primary" disabled={state.problem !== null || sending} aria-busy={sending}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(`errors.${error}`, { max: state.max })}
        </p>
      )}
    </form>
  );
}

/**
 * A guest's prompt: log in to write. Inside the floating window the link opens in the whole tab
 * (the page the window floats over), and brings the visitor back there.
 */
export function GuestPrompt({ loginHref, pageHref, embedded }: { loginHref: string; pageHref: string; embedded: boolean }) {
  const t = useTranslations('chatroom');
  const to = (back: string) => `${loginHref}?return_to=${encodeURIComponent(back)}`;
  return (
    <p className={styles.guest}>
      {t('guestPrompt')}{' '}
      <a
        href={to(pageHref)}
        target={embedded ? '_top' : undefined}
        onClick={(event) => {
          if (!embedded || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          try {
            const top = window.top?.location;
            if (!top || top.origin !== window.location.origin) return;
            event.preventDefault();
            top.assign(to(`${top.pathname}${top.search}`));
          } catch {
            // framed by another origin (the CSP forbids it): the link's own address
          }
        }}
      >
        {t('login')}
      </a>
    </p>
  );
}
