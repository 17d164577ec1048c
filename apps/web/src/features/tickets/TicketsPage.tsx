import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TICKET_LIMITS, TICKET_PAGE_SIZE, TICKET_STATUSES, listTickets, type Ticket } from '@exchange/contract/tickets';
import { serverRequest } from '@/lib/api/server';
import { guardRedirect } from '@/lib/auth/page-guard';
import { getHref } from '@/lib/nav/server-href';
import { getRequestContext } from '@/lib/request/request-context';
import { LocalTime } from '@/lib/request/LocalTime';
import { listHref, listQueryOf, pageCount, type ListQuery } from './ticket-rules';
import form from '@/lib/account/confirm-fields.module.css';
import tone from '@/lib/ui/status-text.module.css';
import pills from '@/lib/ui/pill-nav.module.css';
import styles from './tickets.module.css';

type Query = { status?: string | string[]; page?: string | string[] };

/**
 * /myaccount/tickets: the user's tickets, most recently changed first, filtered by status and
 * paged by the address (server-rendered links, no client code but the local times), with the
 * way to a new ticket and how many are open against the limit.
 */
export async function TicketsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [ctx, raw] = await Promise.all([getRequestContext(), searchParams]);
  const query = listQueryOf(raw);
  const back = guardRedirect(ctx.path, listHref(query).slice('/myaccount/tickets'.length), ctx.locale, ctx.site.defaultLocale, ctx.user.is_login);
  if (back) redirect(back);
  const [t, to, answer] = await Promise.all([
    getTranslations('tickets'),
    getHref(),
    serverRequest(listTickets, { ...(query.status ? { status: query.status } : {}), page: String(query.page), size: String(TICKET_PAGE_SIZE) }),
  ]);
  const data = answer.ok ? answer.data.data : null;
  const pages = pageCount(data?.total ?? 0);
  const filters: { key: string; label: string; query: ListQuery }[] = [
    { key: 'all', label: t('all'), query: { status: null, page: 1 } },
    ...TICKET_STATUSES.map((status) => ({ key: status, label: t(`filters.${status}`), query: { status, page: 1 } })),
  ];

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <a className="button button-primary" href={to('/myaccount/tickets/new')}>
          {t('new')}
        </a>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      {data &&
        (data.open >= TICKET_LIMITS.openTickets ? (
          <p className={`${styles.note} ${styles.limit}`}>{t('atLimit', { max: TICKET_LIMITS.openTickets })}</p>
        ) : (
          <p className={tone.muted}>{t('openCount', { open: data.open, max: TICKET_LIMITS.openTickets })}</p>
        ))}
      <nav aria-label={t('filter')}>
        <ul className={pills.pills}>
          {filters.map((f) => (
            <li key={f.key}>
              <a href={to(listHref(f.query))} aria-current={f.query.status === query.status ? 'page' : undefined}>
                {f.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {!data ? (
        <p className={form.error} role="alert">
          {t('loadFailed')}
        </p>
      ) : data.list.length === 0 ? (
        <p className={tone.muted}>{query.status ? t('emptyFiltered') : t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {data.list.map((ticket) => (
            <li key={ticket.id}>
              <TicketRow ticket={ticket} href={to(`/myaccount/tickets/${ticket.id}`)} />
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages')}>
          {query.page > 1 && <a href={to(listHref({ ...query, page: query.page - 1 }))}>{t('previous')}</a>}
          <span>{t('page', { page: query.page, pages })}</span>
          {query.page < pages && <a href={to(listHref({ ...query, page: query.page + 1 }))}>{t('next')}</a>}
        </nav>
      )}
    </>
  );
}

async function TicketRow({ ticket, href }: { ticket: Ticket; href: string }) {
  const t = await getTranslations('tickets');
  return (
    <a className={styles.item} href={href}>
      <bdi className={styles.subject}>{ticket.subject}</bdi>
      <span className={styles.meta}>
        <span>{t('ticketNo', { id: ticket.id })}</span>
        <span>{t(`categories.${ticket.category}`)}</span>
        <span className={`${styles.status} ${styles[ticket.status] ?? ''}`}>{t(`status.${ticket.status}`)}</span>
        <span>{t.rich('updated', { time: () => <LocalTime ms={ticket.updated_ms} /> })}</span>
      </span>
    </a>
  );
}
