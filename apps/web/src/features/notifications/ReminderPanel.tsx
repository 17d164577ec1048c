'use client';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { NOTICE_PAGE_SIZE, type NoticeGroup } from '@exchange/contract/herald';
import { useHref } from '@/lib/request/client-context';
import { Contained } from '@/lib/islands/Contained';
import { MarketDataProvider } from '@/lib/market/query-client';
import { GroupTabs } from './GroupTabs';
import { NoticeList } from './NoticeList';
import { fetchNotices, noticesKey, useMarkRead } from './notice-calls';
import { useNoticeState } from './unread-store';
import styles from './notifications.module.css';

/** One tab's first page (page 1, size 10: spec §9), fetched when the tab is first shown. */
function GroupList({ group, ownHosts }: { group: NoticeGroup; ownHosts: readonly string[] }) {
  const t = useTranslations('notifications');
  const to = useHref();
  const { version } = useNoticeState();
  const mark = useMarkRead('bell');
  const query = useQuery({ queryKey: noticesKey(group, 1, NOTICE_PAGE_SIZE, version), queryFn: () => fetchNotices('bell', group, 1, NOTICE_PAGE_SIZE) });
  if (!query.data) {
    return (
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.data.list.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('reminder.nodata')}</p>
        <a className="button button-secondary" href={to('/reminder/config')}>
          {t('goToSettings')}
        </a>
      </div>
    );
  }
  return <NoticeList notices={query.data.list} antiPhishingCode={query.data.anti_phishing_code} ownHosts={ownHosts} onRead={mark.one} />;
}

/** The bell's reminder panel (spec §2, §9): 352 px wide, the three groups' tabs, a 313 px list, Mark all read and More. */
function Panel({ ownHosts }: { ownHosts: readonly string[] }) {
  const t = useTranslations('notifications');
  const to = useHref();
  const { unread } = useNoticeState();
  const mark = useMarkRead('bell');
  return (
    <div className={styles.panel}>
      <GroupTabs contentClassName={styles.listBox}>{(group) => <GroupList group={group} ownHosts={ownHosts} />}</GroupTabs>
      <div className={styles.panelFoot}>
        <button type="button" className={styles.linkButton} onClick={() => void mark.all()} disabled={!unread || unread.total === 0}>
          {t('markAllRead')}
        </button>
        <a className={styles.more} href={to('/reminder')}>
          {t('more')}
        </a>
      </div>
    </div>
  );
}

export function ReminderPanel({ ownHosts }: { ownHosts: readonly string[] }) {
  return (
    <Contained name="notifications panel">
      <MarketDataProvider>
        <Panel ownHosts={ownHosts} />
      </MarketDataProvider>
    </Contained>
  );
}
