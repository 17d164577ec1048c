'use client';
import { useTranslations } from 'next-intl';
import type { SpotOrder } from '@exchange/contract/trade';
import grid from '@/lib/ui/data-table.module.css';
import styles from './orders.module.css';

const quantity = (text: string, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 12 }).format(text as Intl.StringNumericLiteral);

/** The orders as a table, newest first; an open order has its Cancel button. */
export function OrdersTable({ orders, locale, onCancel }: { orders: readonly SpotOrder[]; locale: string; onCancel: (id: string) => void }) {
  const t = useTranslations('myOrders');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className={grid.scroller}>
      <table className={`${grid.table} ${styles.table}`}>
        <thead>
          <tr>
            {(['time', 'pair', 'side', 'type', 'price', 'amount', 'filled', 'avgPrice', 'status'] as const).map((key) => (
              <th key={key} scope="col">
                {t(`col.${key}`)}
              </th>
            ))}
            <th scope="col">{t('col.action')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} data-order-id={o.id}>
              <td>
                <time dateTime={new Date(o.create_time_ms).toISOString()}>{time.format(o.create_time_ms)}</time>
              </td>
              <th scope="row">{o.pair.replace('_', '/')}</th>
              <td className={o.side === 'buy' ? styles.buy : styles.sell}>{t(o.side)}</td>
              <td>{t(`types.${o.type}`)}</td>
              <td className={grid.num}>{o.type === 'market' ? t('types.market') : quantity(o.price, locale)}</td>
              <td className={grid.num}>{quantity(o.amount, locale)}</td>
              <td className={grid.num}>{quantity(o.filled, locale)}</td>
              <td className={grid.num}>{o.avg_price === '0' ? '--' : quantity(o.avg_price, locale)}</td>
              <td>{t(`statuses.${o.status}`)}</td>
              <td>
                {o.status === 'open' && (
                  <button
                    type="button"
                    className={styles.cancel}
                    onClick={() => onCancel(o.id)}
                    aria-label={t('cancelOrder', { pair: o.pair.replace('_', '/'), id: o.id })}
                  >
                    {t('cancel')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
