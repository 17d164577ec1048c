import { getTranslations } from 'next-intl/server';
import { getHref } from '@/lib/nav/server-href';
import styles from './sessions.module.css';

/** The two pages' own navigation (sessions, login history) and the way back to the security settings hub. */
export async function SessionsNav({ current }: { current: 'sessions' | 'history' }) {
  const [t, to] = await Promise.all([getTranslations('sessions'), getHref()]);
  const pages = [
    { key: 'sessions', href: '/myaccount/security-setting/devices', label: t('title') },
    { key: 'history', href: '/myaccount/security-setting/login-history', label: t('historyTitle') },
  ] as const;
  return (
    <nav className={styles.nav} aria-label={t('navLabel')}>
      <a href={to('/myaccount/security-setting')}>{t('backToSecurity')}</a>
      <ul>
        {pages.map((page) => (
          <li key={page.key}>
            <a href={to(page.href)} aria-current={page.key === current ? 'page' : undefined}>
              {page.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
