'use client';
import { useTranslations } from 'next-intl';
import type { SpotOrder } from '@exchange/contract/trade';
import { useClientContext } from '@/lib/request/client-context';
import { formatDecimal } from './format';
import { filledPercent } from './trade-actions';
import { usePairInfo, useTradeFacts, type OrdersState } from './use-trade';
import styles from './trade.module.css';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatTime(ms: number, locale: string): string {
  let f = timeFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    timeFormats.set(locale, f);
  }
  return f.format(ms);
}

/**
 * Open orders (with a cancel button each) or the history (with the status). Side in the up colour
 * for buys and the down colour for sells, as exchanges show them (the tokens follow the rise-colour
 * preference). The table scrolls sideways inside its region on narrow screens; the page does not.
 */
export function OrdersTable({
  kind,
  state,
  cancelling,
  onCancel,
}: {
  kind: 'open' | 'history';
  state: OrdersState;
  cancelling?: ReadonlySet<string>;
  onCancel?: (id: string) => void;
}) {
  const t = useTranslations('trade.orders');
  const tt = useTranslations('trade.ticket');
  const { locale } = useClientContext();
  const { pair } = useTradeFacts();
  const info = usePairInfo();
  const { orders } = state;
  if (!orders) return <p className={styles.note}>{state.failed ? t('loadFailed') : t('loading')}</p>;
  if (orders.length === 0) return <p className={styles.note}>{t(kind === 'open' ? 'noOpen' : 'noHistory', { pair: `${pair.base}/${pair.quote}` })}</p>;
  const price = (o: SpotOrder) => (o.type === 'market' ? tt('market') : formatDecimal(o.price, locale, info?.price_decimals));
  const caption = t(kind === 'open' ? 'openCaption' : 'historyCaption');
  return (
    // a region that scrolls sideways must take keyboard focus to be scrolled without a mouse
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('side')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('amount', { currency: pair.base })}</th>
            <th scope="col">{kind === 'open' ? t('filled') : t('avgPrice')}</th>
            <th scope="col">{kind === 'open' ? <span className="visually-hidden">{t('action')}</span> : t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-order-id={o.id}>
              <td className={styles.num}>{formatTime(o.create_time_ms, locale)}</td>
              <td className={o.side === 'buy' ? styles.buy : styles.sell}>{tt(o.side)}</td>
              <td className={styles.num}>{price(o)}</td>
              <td className={styles.num}>{formatDecimal(o.amount, locale)}</td>
              <td className={styles.num}>
                {kind === 'open'
                  ? t('filledShare', { percent: filledPercent(o) })
                  : o.avg_price === '0'
                    ? '--'
                    : formatDecimal(o.avg_price, locale, info?.price_decimals)}
              </td>
              <td>
                {kind === 'open' ? (
                  <button
                    type="button"
                    className={`button button-secondary ${styles.cancel}`}
                    disabled={cancelling?.has(o.id)}
                    aria-label={t('cancelLabel', { side: tt(o.side), amount: o.amount, base: pair.base, price: price(o) })}
                    onClick={() => onCancel?.(o.id)}
                  >
                    {t('cancel')}
                  </button>
                ) : (
                  t(o.status === 'filled' ? 'statusFilled' : o.status === 'cancelled' ? 'statusCancelled' : 'statusOpen')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
