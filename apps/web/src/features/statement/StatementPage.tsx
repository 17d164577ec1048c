import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { accountStatement } from '@exchange/contract/statement';
import type { Messages } from '@/i18n/messages';
import { serverRequest } from '@/lib/api/server';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';
import { filterFromQuery, queryOf, statementQuery, type Query } from './statement-rules';
import { StatementView, type StatementMode } from './StatementView';
import styles from './statement.module.css';

/**
 * The account statement and the fund log as server pages: behind the page guard (the filters go
 * along to the login's return path), the filters read from the query, the first page read on the
 * server, then the client view.
 */
export async function StatementPage({ mode, searchParams }: { mode: StatementMode; searchParams: Promise<Query> }) {
  const [ctx, query] = await Promise.all([getRequestContext(), searchParams]);
  const filter = filterFromQuery(query);
  const back = guardRedirect(ctx.path, queryOf(filter), ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, messages, to, first] = await Promise.all([
    getTranslations('statement'),
    getMessages(),
    getHref(),
    serverRequest(accountStatement, statementQuery(filter)),
  ]);
  const other = mode === 'statement' ? { href: '/myaccount/mypurselog', label: t('logTitle') } : { href: '/myaccount/account_statement', label: t('title') };
  return (
    <>
      <h1 className={styles.heading}>{mode === 'statement' ? t('title') : t('logTitle')}</h1>
      <p className={styles.switch}>
        <a href={to(other.href)}>{other.label}</a>
      </p>
      <NextIntlClientProvider messages={{ statement: (messages as Messages).statement }}>
        <StatementView mode={mode} initialFilter={filter} initial={first.ok ? first.data.data : null} />
      </NextIntlClientProvider>
    </>
  );
}
