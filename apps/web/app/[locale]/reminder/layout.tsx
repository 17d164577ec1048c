import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LeftNav } from '@/features/left-nav/LeftNav';
import { getHref } from '@/lib/nav/server-href';
import { BellIcon, GearIcon } from '@/lib/ui/icons';
import styles from '@/lib/ui/page-shell.module.css';

/** The notification pages: the left navigation beside the page (each page has its own h1 and guard). */
export default async function ReminderLayout({ children }: { children: ReactNode }) {
  const [t, tNav] = await Promise.all([getTranslations('notifications'), getTranslations('leftNav')]);
  const to = await getHref();
  const items = [
    { key: 'centre', path: '/reminder', href: to('/reminder'), label: t('title'), icon: <BellIcon /> },
    { key: 'config', path: '/reminder/config', href: to('/reminder/config'), label: t('goToSettings'), icon: <GearIcon /> },
  ];
  return (
    <main id="main" className={styles.shell}>
      <LeftNav items={items} label={tNav('label')} expandLabel={tNav('expand')} collapseLabel={tNav('collapse')} />
      <div className={styles.page}>{children}</div>
    </main>
  );
}
