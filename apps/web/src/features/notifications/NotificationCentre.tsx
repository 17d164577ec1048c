'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NoticeGroup } from '@exchange/contract/herald';
import { useHref } from '@/lib/request/client-context';
import { MarketDataProvider } from '@/lib/market/query-client';
import { GroupTabs } from './GroupTabs';
import { NoticeList } from './NoticeList';
import { fetchNotices, noticesKey, useMarkRead } from './notice-calls';
import { useNoticeState } from './unread-store';
import styles from './notifications.module.css';

/** Notices per page in the centre. */
export const CENTRE_PAGE_SIZE = 10;

/** The number of pages for `total` notices (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

function GroupPages({ group, ownHosts }: { group: NoticeGroup; ownHosts: readonly string[] }) {
  const t = useTranslations('notifications');
  const to = useHref();
  const { version, unread } = useNoticeState();
  const [page, setPage] = useState(1);
  const mark = useMarkRead('centre');
  const query = useQuery({
    queryKey: noticesKey(group, page, CENTRE_PAGE_SIZE, version),
    queryFn: () => fetchNotices('centre', group, page, CENTRE_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  if (!data) {
    return (
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    );
  }
  const pages = pageCount(data.total, CENTRE_PAGE_SIZE);
  return (
    <>
      <div className={styles.centreTools}>
        <button type="button" className="button button-secondary" onClick={() => void mark.all(group)} disabled={!unread || unread[group] === 0}>
          {t('markAllRead')}
        </button>
      </div>
      {data.list.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('reminder.nodata')}</p>
          <a className="button button-secondary" href={to('/reminder/config')}>
            {t('goToSettings')}
          </a>
        </div>
      ) : (
        <NoticeList notices={data.list} antiPhishingCode={data.anti_phishing_code} ownHosts={ownHosts} onRead={mark.one} />
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages')}>
          <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t('previous')}
          </button>
          <span aria-live="polite">{t('pageOf', { page, pages })}</span>
          <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );
}

/** The notification centre (/reminder): every notice by group, paged, with mark read and mark all read. */
function Centre({ ownHosts }: { ownHosts: readonly string[] }) {
  return <GroupTabs className={styles.centre}>{(group) => <GroupPages group={group} ownHosts={ownHosts} />}</GroupTabs>;
}

export function NotificationCentre({ ownHosts }: { ownHosts: readonly string[] }) {
  return (
    <MarketDataProvider>
      <Centre ownHosts={ownHosts} />
    </MarketDataProvider>
  );
}
