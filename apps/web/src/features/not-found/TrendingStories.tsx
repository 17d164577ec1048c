import { getTranslations } from 'next-intl/server';
import { learnArticlePath, trendingStories } from '@exchange/contract/learn';
import { apiLanguage } from '@exchange/contract/market';
import { HTML_LANG } from '@exchange/sites/locales';
import { serverApi } from '@/lib/api/server';
import { href } from '@/lib/nav/href';
import type { RequestContext } from '@/lib/request/request-context';
import styles from './not-found.module.css';

/**
 * The 404 page's trending stories (spec doc 2 §2): the API's most read learn articles in the
 * page's language, each linking to `/learn/articles/{slug}/{id}`. Titles and summaries are text.
 * When the call fails (the contract's default: no stories) the list is left out.
 */
export async function TrendingStories({ ctx }: { ctx: RequestContext }) {
  const { data } = await serverApi(trendingStories, {}, { 'application-language': apiLanguage(ctx.locale) });
  if (data.list.length === 0) return null;
  const t = await getTranslations('notFound');
  const date = new Intl.DateTimeFormat(HTML_LANG[ctx.locale], { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className={styles.stories} aria-labelledby="trending-title">
      <h2 id="trending-title" className={styles.subtitle}>
        {t('trending')}
      </h2>
      <ol className={styles.storyList}>
        {data.list.map((article) => (
          <li key={article.id} className={styles.story}>
            <a className={styles.storyLink} href={href(learnArticlePath(article), ctx.locale, ctx.site.defaultLocale)}>
              {article.title}
            </a>
            {article.summary && <p className={styles.summary}>{article.summary}</p>}
            <time className={styles.date} dateTime={new Date(article.published_at * 1000).toISOString()}>
              {date.format(article.published_at * 1000)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
