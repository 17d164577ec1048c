'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { UnreadCounts } from '@exchange/contract/herald';
import { useClientContext } from '@/lib/request/client-context';
import { badgeText, noticeArrived, noticesResynced, seedUnread, useNoticeState } from './unread-store';
import styles from './notifications.module.css';

/** The bell's accessible name and its unread badge; seeded with the server's counts, then live. */
export function BellLabel({ initial }: { initial: UnreadCounts }) {
  const t = useTranslations('notifications');
  // the store is the browser's: seeded after hydration, never during a (server) render
  useEffect(() => seedUnread(initial), [initial]);
  const { unread } = useNoticeState();
  const count = (unread ?? initial).total;
  const text = badgeText(count);
  return (
    <>
      <span className="visually-hidden">{count > 0 ? t('bellUnread', { count }) : t('title')}</span>
      {text && (
        <span className={styles.badge} aria-hidden="true">
          {text}
        </span>
      )}
    </>
  );
}

/** Tells screen readers about a notice that arrived live. */
export function NoticeAnnouncer() {
  const t = useTranslations('notifications');
  const { latest } = useNoticeState();
  return (
    <span className="visually-hidden" role="status">
      {latest ? t('arrived', { title: latest.title }) : ''}
    </span>
  );
}

/**
 * Follows the user's notice channel once the page is idle: the module (and its ticket call) is
 * loaded after hydration, so none of it weighs on the first load.
 */
export function NoticeLive() {
  const { websocketOrigin, site } = useClientContext();
  useEffect(() => {
    if (!websocketOrigin) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      const [{ followNotices, ticketFromResult }, { browserRequest }, { noticeTicket, noticeUnread }, { liveSocketFor }] = await Promise.all([
        import('./live'),
        import('@/lib/api/browser'),
        import('@exchange/contract/herald'),
        import('@/lib/live/live-sockets'),
      ]);
      if (cancelled) return;
      stop = followNotices({
        socket: liveSocketFor(`${websocketOrigin}${site.websocket.spot}`, 'spot'),
        // the bell's call: the header's 4 s (spec doc 1 §7)
        ticket: async () => ticketFromResult(await browserRequest(noticeTicket, {}, { header: true })),
        onPush: noticeArrived,
        // pushes were missed: the counts again, and the open lists refetch as after a push
        onResync: () =>
          void browserRequest(noticeUnread, {}, { header: true }).then((result) => {
            if (result.ok) noticesResynced(result.data.data);
          }),
      });
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void start());
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [websocketOrigin, site.websocket.spot]);
  return null;
}
