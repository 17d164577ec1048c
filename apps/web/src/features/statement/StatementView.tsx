'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STATEMENT_TYPES, type StatementRow } from '@exchange/contract/statement';
import { MarketDataProvider } from '@/lib/market/query-client';
import { useClientContext } from '@/lib/request/client-context';
import { EMPTY_FILTER, csvHref, pageCount, queryOf, statementQuery, type StatementFilter } from './statement-rules';
import { StatementTable } from './StatementTable';
import pills from '@/lib/ui/pill-nav.module.css';
import styles from './statement.module.css';

export type StatementPage = { list: StatementRow[]; total: number };
export type StatementMode = 'statement' | 'log';

/** One page of rows for a filter, null when the call failed. */
async function fetchPage(filter: StatementFilter): Promise<StatementPage | null> {
  const [client, calls] = await Promise.all([import('@/lib/api/browser'), import('@exchange/contract/statement')]);
  const answer = await client.browserRequest(calls.accountStatement, statementQuery(filter));
  return answer.ok ? answer.data.data : null;
}

const same = (a: StatementFilter, b: StatementFilter) => queryOf(a) === queryOf(b);

interface Props {
  readonly mode: StatementMode;
  readonly initialFilter: StatementFilter;
  /** the server's first page for `initialFilter`, null when it could not be read */
  readonly initial: StatementPage | null;
}

/**
 * The account statement (`mode` statement: a type filter) and the fund log (`mode` log: the types
 * as tabs), one component over the same call: filters kept in the address's query (linkable,
 * reloadable), pages asked with TanStack query (the server's first page shown at once), the CSV
 * export a plain same-site link to the CSV call with the same filters.
 */
function View({ mode, initialFilter, initial }: Props) {
  const t = useTranslations('statement');
  const { locale } = useClientContext();
  const [filter, setFilter] = useState<StatementFilter>(initialFilter);
  const [currencyText, setCurrencyText] = useState(initialFilter.currency);
  const ids = { type: useId(), currency: useId(), from: useId(), to: useId() };
  const query = useQuery({
    queryKey: ['statement', queryOf(filter)],
    queryFn: () => fetchPage(filter),
    initialData: same(filter, initialFilter) ? initial : undefined,
    placeholderData: keepPreviousData,
  });

  const apply = (next: StatementFilter) => {
    setFilter(next);
    setCurrencyText(next.currency);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${queryOf(next)}`);
  };
  const set = (patch: Partial<StatementFilter>) => apply({ ...filter, ...patch, page: patch.page ?? 1 });
  const data = query.data;
  const pages = data ? pageCount(data.total) : 1;

  return (
    <>
      {mode === 'log' && (
        <nav aria-label={t('kinds')}>
          <ul className={pills.pills}>
            {(['', ...STATEMENT_TYPES] as const).map((type) => (
              <li key={type || 'all'}>
                <a
                  href={queryOf({ ...filter, type, page: 1 }) || '?'}
                  aria-current={filter.type === type ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    set({ type });
                  }}
                >
                  {type ? t(`kind.${type}`) : t('all')}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <form className={styles.filters} aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        {mode === 'statement' && (
          <>
            <label htmlFor={ids.type}>{t('type')}</label>
            <select id={ids.type} value={filter.type} onChange={(e) => set({ type: STATEMENT_TYPES.find((s) => s === e.target.value) ?? '' })}>
              <option value="">{t('allTypes')}</option>
              {STATEMENT_TYPES.map((s) => (
                <option key={s} value={s}>
                  {t(`types.${s}`)}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={ids.currency}>{t('currency')}</label>
        <input
          id={ids.currency}
          placeholder="USDT"
          value={currencyText}
          onChange={(e) => {
            const currency = e.target.value.trim().toUpperCase();
            if (currency === '' || /^[A-Z0-9]{1,20}$/.test(currency)) set({ currency });
            setCurrencyText(e.target.value);
          }}
          autoComplete="off"
          size={8}
        />
        <label htmlFor={ids.from}>{t('from')}</label>
        <input id={ids.from} type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        <label htmlFor={ids.to}>{t('to')}</label>
        <input id={ids.to} type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        <button type="button" onClick={() => apply(mode === 'log' ? { ...EMPTY_FILTER, type: filter.type } : EMPTY_FILTER)}>
          {t('reset')}
        </button>
        <a className={styles.export} href={csvHref(filter)} download>
          {t('exportCsv')}
        </a>
      </form>
      {!data && query.isFetching && <p role="status">{t('loading')}</p>}
      {!data && !query.isFetching && <p role="alert">{t('unavailable')}</p>}
      {data &&
        (data.list.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <StatementTable rows={data.list} locale={locale} label={mode === 'statement' ? t('title') : t('logTitle')} />
        ))}
      {data && pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages')}>
          <button type="button" disabled={filter.page <= 1} onClick={() => set({ page: filter.page - 1 })}>
            {t('previous')}
          </button>
          <span aria-live="polite">{t('pageOf', { page: filter.page, pages })}</span>
          <button type="button" disabled={filter.page >= pages} onClick={() => set({ page: filter.page + 1 })}>
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );
}

export function StatementView(props: Props) {
  return (
    <MarketDataProvider>
      <View {...props} />
    </MarketDataProvider>
  );
}
