import { getTranslations } from 'next-intl/server';
import { getHref } from '../../lib/server-href';
import styles from './not-found.module.css';

const HELPFUL = [
  { key: 'linkMarkets', path: '/price' },
  { key: 'linkTrade', path: '/trade/BTC_USDT' },
  { key: 'linkHelp', path: '/help' },
  { key: 'linkAnnouncements', path: '/announcements' },
] as const;

/** The 404 page: title, return-to-home, helpful links. Answered with status 404. */
export async function NotFound() {
  const t = await getTranslations('notFound');
  const to = await getHref();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p className={styles.body}>{t('body')}</p>
      <a className="button button-primary" href={to('/')}>
        {t('backHome')}
      </a>
      <h2 className={styles.subtitle}>{t('helpfulLinks')}</h2>
      <ul className={styles.links}>
        {HELPFUL.map((link) => (
          <li key={link.key}>
            <a href={to(link.path)}>{t(link.key)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
