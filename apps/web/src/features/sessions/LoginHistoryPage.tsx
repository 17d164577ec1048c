import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LOGIN_HISTORY_DAYS, LOGIN_HISTORY_PAGE_SIZE, loginHistory } from '@exchange/contract/sessions';
import { serverRequest } from '@/lib/api/server';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';
import { LocalTime } from '@/lib/request/LocalTime';
import grid from '@/lib/ui/data-table.module.css';
import { TableScroller } from '@/lib/ui/TableScroller';
import { browserLabel, pageCount, pageFromQuery, placeName, resultKey } from './session-rules';
import { SessionsNav } from './SessionsNav';
import styles from './sessions.module.css';

export type HistoryQuery = Record<string, string | string[] | undefined>;

/**
 * `/myaccount/security-setting/login-history`: the account's logins of the last 90 days, successes
 * and failures with the reason, newest first, a page at a time (`?page=`), worded on the server;
 * the times are written in the reader's own time zone once the page runs (LocalTime).
 */
export async function LoginHistoryPage({ searchParams }: { searchParams: Promise<HistoryQuery> }) {
  const [ctx, query] = await Promise.all([getRequestContext(), searchParams]);
  const page = pageFromQuery(query.page);
  const back = guardRedirect(ctx.path, page > 1 ? `?page=${page}` : '', ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, to, answer] = await Promise.all([
    getTranslations('sessions'),
    getHref(),
    serverRequest(loginHistory, { page: String(page), size: String(LOGIN_HISTORY_PAGE_SIZE) }),
  ]);
  const data = answer.ok ? answer.data.data : null;
  const pages = data ? pageCount(data.total, LOGIN_HISTORY_PAGE_SIZE) : 1;
  const pageHref = (n: number) => `${to('/myaccount/security-setting/login-history')}${n > 1 ? `?page=${n}` : ''}`;
  return (
    <>
      <h1 className={styles.heading}>{t('historyTitle')}</h1>
      <SessionsNav current="history" />
      <p className={styles.intro}>{t('historyIntro', { days: LOGIN_HISTORY_DAYS })}</p>
      {data === null && <p role="alert">{t('historyUnavailable')}</p>}
      {data !== null && data.list.length === 0 && <p className={styles.muted}>{t('historyEmpty', { days: LOGIN_HISTORY_DAYS })}</p>}
      {data !== null && data.list.length > 0 && (
        <TableScroller labelledBy="history-caption">
          <table className={grid.table}>
            <caption id="history-caption" className="visually-hidden">
              {t('historyCaption', { page, pages })}
            </caption>
            <thead>
              <tr>
                {(['time', 'result', 'device', 'address', 'place', 'method'] as const).map((key) => (
                  <th key={key} scope="col">
                    {t(`col.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.list.map((event) => {
                const name = browserLabel(event);
                return (
                  <tr key={event.id} data-result={event.success ? 'success' : 'failure'}>
                    <th scope="row">
                      <LocalTime ms={event.at_ms} />
                    </th>
                    <td className={event.success ? styles.success : styles.failure}>
                      <span aria-hidden="true">{event.success ? '✓ ' : '✕ '}</span>
                      {t(resultKey(event))}
                    </td>
                    <td>{`${t(name.key, name.values)} · ${t(`device.${event.device}`)}`}</td>
                    <td className={styles.mono}>{event.ip || t('unknown')}</td>
                    <td>{placeName(event.place, ctx.locale) ?? t('unknown')}</td>
                    <td>{t(`method.${event.method}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages')}>
          {page > 1 && <a href={pageHref(page - 1)}>{t('newer')}</a>}
          <span>{t('pageOf', { page, pages })}</span>
          {page < pages && <a href={pageHref(page + 1)}>{t('older')}</a>}
        </nav>
      )}
    </>
  );
}
