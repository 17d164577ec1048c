'use client';
import { useTranslations } from 'next-intl';
import type { Notice } from '@exchange/contract/herald';
import { useClientContext, useHref } from '@/lib/request/client-context';
import { siteLinkHref, usePageLinked } from '@/lib/compliance/use-page-linked';
import { noticeDestination } from './destination';
import styles from './notifications.module.css';

/**
 * Notices as a list (the bell's panel and the notification centre). A notice with a destination
 * is a link: clicking marks it read, then goes there; one without is a button that only marks it
 * read (spec: when no destination is derived, nothing happens). A destination on this site (a
 * page path, a server link that is a `/…` path or an absolute URL on this origin) is a link only
 * where the visitor is offered its page (use-page-linked.ts: not where the compliance gate would
 * redirect it, e.g. futures or copy trading for a Netherlands account); otherwise the notice is the
 * button that marks it read. An absolute link on another of the site's hosts is that site's to gate.
 */
export function NoticeList({
  notices,
  antiPhishingCode,
  ownHosts,
  onRead,
}: {
  notices: readonly Notice[];
  /** the owner's anti-phishing code as the list answer carried it (read at request time, so a change shows on old notices too); null: none set */
  antiPhishingCode: string | null;
  ownHosts: readonly string[];
  onRead: (notice: Notice) => Promise<void>;
}) {
  const t = useTranslations('notifications');
  const linked = usePageLinked();
  const to = useHref();
  const { locale } = useClientContext();
  // the list renders in the browser only (its notices are fetched there)
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.list}>
      {notices.map((notice) => {
        const destination = noticeDestination(notice.notification, ownHosts);
        const href = destination === null ? undefined : siteLinkHref(destination, linked, to, origin);
        const body = (
          <>
            <span className={styles.itemTitle}>
              {!notice.is_read && (
                <span className={styles.dot} role="img" aria-label={t('unread')}>
                  ●
                </span>
              )}
              {notice.title}
            </span>
            <span className={styles.itemContent}>{notice.content}</span>
            {antiPhishingCode !== null && <span className={styles.itemCode}>{t('antiPhishing', { code: antiPhishingCode })}</span>}
            <time className={styles.itemTime} dateTime={new Date(notice.send_timest * 1000).toISOString()}>
              {format.format(new Date(notice.send_timest * 1000))}
            </time>
          </>
        );
        return (
          <li key={notice.msg_id} className={notice.is_read ? styles.read : styles.unread}>
            {href ? (
              <a
                className={styles.item}
                href={href}
                onClick={(event) => {
                  if (notice.is_read || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void onRead(notice).finally(() => window.location.assign(href));
                }}
              >
                {body}
              </a>
            ) : (
              <button type="button" className={styles.item} onClick={() => void (notice.is_read ? undefined : onRead(notice))}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
