'use client';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ORDER_LIST_STATUSES, type SpotOrder } from '@exchange/contract/trade';
import { useClientContext } from '@/lib/request/client-context';
import { EMPTY_FILTER, hasMore, openOnes, ordersQuery, withOrder, type OrderFilter } from './orders-rules';
import { OrdersTable } from './OrdersTable';
import styles from './orders.module.css';

/** The calls, loaded on first use: the client and the contract's schemas stay off the first load. */
async function api() {
  const [client, calls] = await Promise.all([import('@/lib/api/browser'), import('@exchange/contract/trade')]);
  return {
    list: (query: ReturnType<typeof ordersQuery>) => client.browserRequest(calls.spotOrders, query),
    cancel: (id: string) => client.browserRequest(calls.cancelSpotOrder, { id }),
  };
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; orders: SpotOrder[]; more: boolean };

/**
 * The trader's spot orders across every pair: filters (status, pair, side, days), a page at a time
 * (Load more asks the next page below the last id), cancel an open order (its row turns cancelled)
 * or every open order shown. The server's first page is shown at once.
 */
export function OrdersBoard({ initial }: { initial: SpotOrder[] | null }) {
  const t = useTranslations('myOrders');
  const { locale } = useClientContext();
  const [filter, setFilter] = useState<OrderFilter>(EMPTY_FILTER);
  const [load, setLoad] = useState<Load>(initial ? { state: 'ready', orders: initial, more: hasMore(initial) } : { state: 'failed' });
  const [notice, setNotice] = useState('');
  const asking = useRef(0);
  const ids = { status: useId(), pair: useId(), side: useId(), from: useId(), to: useId() };

  const fetchPage = useCallback(async (f: OrderFilter, before?: string): Promise<SpotOrder[] | null> => {
    const answer = await (await api()).list(ordersQuery(f, before));
    return answer.ok ? answer.data.data : null;
  }, []);

  // a changed filter asks its first page (the first render shows the server's); only the latest answer counts
  const apply = (next: OrderFilter) => {
    setFilter(next);
    setLoad({ state: 'loading' });
    const turn = (asking.current += 1);
    void fetchPage(next).then((orders) => {
      if (turn === asking.current) setLoad(orders ? { state: 'ready', orders, more: hasMore(orders) } : { state: 'failed' });
    });
  };

  const orders = load.state === 'ready' ? load.orders : [];
  const more = async () => {
    if (load.state !== 'ready') return;
    const page = await fetchPage(filter, load.orders.at(-1)?.id);
    if (page) setLoad({ state: 'ready', orders: [...load.orders, ...page], more: hasMore(page) });
  };
  const cancel = async (targets: readonly string[]) => {
    const client = await api();
    let failed = 0;
    for (const id of targets) {
      const answer = await client.cancel(id);
      if (answer.ok) setLoad((l) => (l.state === 'ready' ? { ...l, orders: withOrder(l.orders, answer.data.data) } : l));
      else failed += 1;
    }
    setNotice(failed > 0 ? t('cancelFailed') : t('cancelled', { count: targets.length }));
  };
  const set = (patch: Partial<OrderFilter>) => apply({ ...filter, ...patch });
  const open = openOnes(orders);

  return (
    <>
      <form className={styles.filters} aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={ids.status}>{t('status')}</label>
        <select id={ids.status} value={filter.status} onChange={(e) => set({ status: ORDER_LIST_STATUSES.find((s) => s === e.target.value) ?? 'open' })}>
          {ORDER_LIST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.pair}>{t('pair')}</label>
        <input id={ids.pair} placeholder="BTC_USDT" value={filter.pair} onChange={(e) => set({ pair: e.target.value })} autoComplete="off" size={12} />
        <label htmlFor={ids.side}>{t('side')}</label>
        <select id={ids.side} value={filter.side} onChange={(e) => set({ side: e.target.value === 'buy' || e.target.value === 'sell' ? e.target.value : '' })}>
          <option value="">{t('bothSides')}</option>
          <option value="buy">{t('buy')}</option>
          <option value="sell">{t('sell')}</option>
        </select>
        <label htmlFor={ids.from}>{t('from')}</label>
        <input id={ids.from} type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        <label htmlFor={ids.to}>{t('to')}</label>
        <input id={ids.to} type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        <button type="button" onClick={() => apply(EMPTY_FILTER)}>
          {t('reset')}
        </button>
        {open.length > 1 && (
          <button type="button" className={styles.cancelAll} onClick={() => void cancel(open.map((o) => o.id))}>
            {t('cancelAll', { count: open.length })}
          </button>
        )}
      </form>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {load.state === 'failed' && <p role="alert">{t('unavailable')}</p>}
      {load.state === 'loading' && <p>{t('loading')}</p>}
      {load.state === 'ready' &&
        (orders.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <OrdersTable orders={orders} locale={locale} onCancel={(id) => void cancel([id])} />
        ))}
      {load.state === 'ready' && load.more && (
        <button type="button" className={styles.more} onClick={() => void more()}>
          {t('loadMore')}
        </button>
      )}
    </>
  );
}
