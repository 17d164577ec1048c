import { getTranslations } from 'next-intl/server';
import { noticeUnread } from '@exchange/contract/herald';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { BellIcon } from '@/lib/ui/icons';
import { MenuItem } from '@/lib/ui/MenuItem';
import { ownHosts } from '@/lib/security/own-hosts';
import { BellLabel, NoticeAnnouncer, NoticeLive, ReminderPanelSlot } from './islands';
import styles from './notifications.module.css';

/**
 * The notification bell (logged-in users on sites that show it; the layout decides): the unread
 * badge from the server's render, the reminder panel on hover or keyboard focus (its code loads on
 * first opening), a link to /reminder for a click or a touch, and the live channel.
 */
export async function NotificationBell() {
  const ctx = await getRequestContext();
  const t = await getTranslations('notifications');
  const to = await getHref();
  const result = await serverRequest(noticeUnread, {});
  return (
    <>
      <ul className={styles.bell} aria-label={t('title')}>
        <MenuItem
          label={
            <span className={styles.bellIcon}>
              <BellIcon />
            </span>
          }
          href={to('/reminder')}
          badge={<BellLabel initial={result.data.data} />}
        >
          <ReminderPanelSlot ownHosts={ownHosts(ctx.site)} />
        </MenuItem>
      </ul>
      <NoticeAnnouncer />
      <NoticeLive />
    </>
  );
}
