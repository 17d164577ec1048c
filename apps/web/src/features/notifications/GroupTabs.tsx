'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import * as Tabs from '@radix-ui/react-tabs';
import { NOTICE_GROUP_KEYS, type NoticeGroup } from '@exchange/contract/herald';
import { directionOf } from '@exchange/sites/locales';
import { useClientContext } from '@/lib/request/client-context';
import { badgeText, useNoticeState } from './unread-store';
import styles from './notifications.module.css';

/**
 * The three groups' tabs (platform, trade, markets) with their unread counts; `children` renders
 * the shown tab's content only, so a tab's list is fetched when the tab is first shown.
 */
export function GroupTabs({
  className,
  contentClassName,
  children,
}: {
  className?: string;
  contentClassName?: string;
  children: (group: NoticeGroup) => ReactNode;
}) {
  const t = useTranslations('notifications');
  const { locale } = useClientContext();
  const { unread } = useNoticeState();
  const [tab, setTab] = useState<NoticeGroup>('platform');
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as NoticeGroup)} dir={directionOf(locale)} className={className}>
      <Tabs.List className={styles.tabs} aria-label={t('title')}>
        {NOTICE_GROUP_KEYS.map((group) => (
          <Tabs.Trigger key={group} value={group} className={styles.tab}>
            {t(`groups.${group}`)}
            {unread && unread[group] > 0 ? <span className={styles.tabCount}>{badgeText(unread[group])}</span> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {NOTICE_GROUP_KEYS.map((group) => (
        <Tabs.Content key={group} value={group} className={contentClassName}>
          {tab === group && children(group)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
