'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { chatHistory, CHAT_PAGE_SIZE, type ChatMessage } from '@exchange/contract/chat';
import { browserRequest } from '@/lib/api/browser';
import { setChatroomOpen } from '@/lib/overlays/chatroom-open';
import { useClientContext } from '@/lib/request/client-context';
import { mergeMessages, nearBottom } from './chat-log';
import { ChatComposer, GuestPrompt } from './ChatComposer';
import { followChat } from './live';
import { liveSocketFor } from '@/lib/live/live-sockets';
import { MessageList } from './MessageList';
import styles from './chatroom.module.css';

export interface ChatRoomProps {
  readonly room: string;
  /** the newest page, read on the server (newest first, as the API answers) */
  readonly initial: readonly ChatMessage[];
  readonly initialHasMore: boolean;
  /** log-in page for guests, without return_to */
  readonly loginHref: string;
  /** this page's own address (the full chatroom page), where a guest returns after logging in */
  readonly pageHref: string;
  /** shown inside the floating window's iframe: links that leave the chat open in the whole tab */
  readonly embedded: boolean;
}

/**
 * The chatroom (spec doc 2 §2 `/groupchat/chatroom`): the history with "load older", live
 * messages over the site's spot WebSocket, and the composer (a log-in prompt for guests). Every
 * nickname and message is rendered as text.
 */
export function ChatRoom({ room, initial, initialHasMore, loginHref, pageHref, embedded }: ChatRoomProps) {
  const t = useTranslations('chatroom');
  const { user, websocketOrigin, site } = useClientContext();
  const [messages, setMessages] = useState<ChatMessage[]>(() => mergeMessages([], initial));
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  /** following the live channel (data-live, for tests and styling) */
  const [live, setLive] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  /** whether the next render should keep the reader at the bottom (they were there) */
  const stickRef = useRef(true);
  /** keeps the reader's place when older messages are added above */
  const anchorRef = useRef<{ height: number; top: number } | null>(null);

  const add = useCallback((incoming: readonly ChatMessage[]) => {
    const log = logRef.current;
    stickRef.current = log ? nearBottom(log.scrollTop, log.clientHeight, log.scrollHeight) : true;
    setMessages((current) => mergeMessages(current, incoming));
  }, []);

  // the newest messages at first sight
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const anchor = anchorRef.current;
    if (anchor) {
      log.scrollTop = anchor.top + (log.scrollHeight - anchor.height);
      anchorRef.current = null;
    } else if (stickRef.current) {
      log.scrollTop = log.scrollHeight;
    }
  }, [messages]);

  // In the floating window, Escape closes it: the shared open flag reaches the page around the
  // iframe through the storage event, and the window there unmounts.
  useEffect(() => {
    if (!embedded) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChatroomOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [embedded]);

  // live messages; after a reconnect, the newest page again for what came while away
  useEffect(() => {
    if (!websocketOrigin) return undefined;
    const reread = () =>
      void browserRequest(chatHistory, {}).then((result) => {
        if (result.ok) add(result.data.data.list);
      });
    return followChat({
      socket: liveSocketFor(`${websocketOrigin}${site.websocket.spot}`, 'spot'),
      room,
      onMessage: (message) => add([message]),
      onSubscribed: (again) => {
        setLive(true);
        if (again) reread();
      },
      onResync: reread,
    });
  }, [websocketOrigin, site.websocket.spot, room, add]);

  const loadOlder = async () => {
    const oldest = messages[0]?.id;
    if (oldest === undefined || loadingOlder) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    const result = await browserRequest(chatHistory, { before: String(oldest), size: String(CHAT_PAGE_SIZE) });
    setLoadingOlder(false);
    if (!result.ok) {
      setOlderFailed(true);
      return;
    }
    const log = logRef.current;
    if (log) anchorRef.current = { height: log.scrollHeight, top: log.scrollTop };
    stickRef.current = false;
    setHasMore(result.data.data.has_more);
    setMessages((current) => mergeMessages(current, result.data.data.list, Number.POSITIVE_INFINITY));
  };

  return (
    <div className={embedded ? `${styles.room} ${styles.embedded}` : styles.room} data-live={live ? 'on' : 'off'}>
      {/* the log scrolls: focusable so keyboard users can scroll it (axe scrollable-region-focusable) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={logRef} className={styles.log} role="log" aria-label={t('logLabel')} tabIndex={0}>
        {hasMore ? (
          <div className={styles.older}>
            <button type="button" className="button button-secondary" onClick={() => void loadOlder()} disabled={loadingOlder} aria-busy={loadingOlder}>
              {loadingOlder ? t('loadingOlder') : t('loadOlder')}
            </button>
            {olderFailed && (
              <p className={styles.error} role="alert">
                {t('errors.failedOlder')}
              </p>
            )}
          </div>
        ) : (
          messages.length > 0 && <p className={styles.start}>{t('start')}</p>
        )}
        {messages.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : <MessageList messages={messages} />}
      </div>
      {user.is_login ? (
        <ChatComposer
          onSent={(message) => {
            stickRef.current = true;
            setMessages((current) => mergeMessages(current, [message]));
          }}
        />
      ) : (
        <GuestPrompt loginHref={loginHref} pageHref={pageHref} embedded={embedded} />
      )}
    </div>
  );
}
