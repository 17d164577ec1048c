import { getTranslations } from 'next-intl/server';
import { getPageLinked } from '@/lib/compliance/compliance-gate';
import { href } from '@/lib/nav/href';
import { getRequestContext } from '@/lib/request/request-context';
import { tradePath } from '@/lib/trade/trade-pair';
import { TrendingStories } from './TrendingStories';
import styles from './not-found.module.css';

/**
 * The 404 page's helpful links; the trade link opens the site's own default pair. A link whose
 * page the visitor's compliance closes (the trade page in a closed market) is left out.
 */
function helpfulLinks(defaultPair: string) {
  return [
    { key: 'linkMarkets', path: '/price' },
    { key: 'linkTrade', path: tradePath(defaultPair) },
    { key: 'linkLearn', path: '/learn' },
    { key: 'linkHelp', path: '/help' },
    { key: 'linkAnnouncements', path: '/announcements' },
  ] as const;
}

/**
 * The 404 page (spec doc 2 §2): title, return-to-home, helpful links and trending stories, in a
 * web layout (links and stories side by side) and a phone layout (stacked, no summaries).
 * Answered with status 404. `trending: false` leaves the stories (an API call) out: the locale
 * layout's not-found boundary, which Next renders into every page's payload in case a render
 * throws `notFound()`, shows it that way (the proxy decides every 404 it can before rendering).
 */
export async function NotFound({ trending = true }: { trending?: boolean } = {}) {
  const [ctx, t, linked] = await Promise.all([getRequestContext(), getTranslations('notFound'), getPageLinked()]);
  const to = (path: string) => href(path, ctx.locale, ctx.site.defaultLocale);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={styles.hero}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('title')}</h1>
        <p className={styles.body}>{t('body')}</p>
        <a className="button button-primary" href={to('/')}>
          {t('backHome')}
        </a>
      </div>
      <div className={styles.columns}>
        <nav className={styles.helpful} aria-labelledby="helpful-title">
          <h2 id="helpful-title" className={styles.subtitle}>
            {t('helpfulLinks')}
          </h2>
          <ul className={styles.links}>
            {helpfulLinks(ctx.site.defaultPair)
              .filter((link) => linked(link.path))
              .map((link) => (
                <li key={link.key}>
                  <a href={to(link.path)}>{t(link.key)}</a>
                </li>
              ))}
          </ul>
        </nav>
        {trending && <TrendingStories ctx={ctx} />}
      </div>
    </section>
  );
}
