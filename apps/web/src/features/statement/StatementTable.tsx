'use client';
import { useTranslations } from 'next-intl';
import type { StatementRow } from '@exchange/contract/statement';
import { formatDecimal, formatSigned, signed } from './statement-rules';
import grid from '@/lib/ui/data-table.module.css';
import styles from './statement.module.css';

const KNOWN_TYPES = new Set(['deposit', 'withdrawal', 'transfer', 'code', 'trade', 'fee']);

/** The start and end of a long hash or address, so a row stays narrow; the whole text is its title. */
const short = (text: string) => (text.length > 16 ? `${text.slice(0, 8)}…${text.slice(-6)}` : text);

function Details({ row, locale }: { row: StatementRow; locale: string }) {
  const t = useTranslations('statement');
  if (row.pair && row.side && row.price) {
    return <>{t('tradeDetail', { side: t(row.side), pair: row.pair.replace('_', '/'), price: formatDecimal(row.price, locale) })}</>;
  }
  if (row.counterparty_uid !== null) return <>{t('uid', { uid: String(row.counterparty_uid) })}</>;
  const where = row.address ?? row.tx_hash;
  if (row.network) {
    return (
      <>
        {row.network}
        {where && (
          <>
            {' '}
            <span title={where}>{short(where)}</span>
          </>
        )}
      </>
    );
  }
  return null;
}

/**
 * The statement's rows: time, type, currency, the signed amount (its sign written out, not only
 * coloured), the balance after, details. On a narrow screen the table scrolls in its own region,
 * which the keyboard can reach (`label` names it).
 */
export function StatementTable({ rows, locale, label }: { rows: readonly StatementRow[]; locale: string; label: string }) {
  const t = useTranslations('statement');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    // a scrolling region the keyboard must reach (axe scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={grid.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={grid.table}>
        <thead>
          <tr>
            {(['time', 'type', 'currency', 'amount', 'balance', 'details'] as const).map((key) => (
              <th key={key} scope="col" className={key === 'amount' || key === 'balance' ? grid.num : undefined}>
                {t(`col.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const sign = signed(row.amount).sign;
            return (
              <tr key={row.id} data-row-id={row.id}>
                <td>
                  <time dateTime={new Date(row.time_ms).toISOString()}>{time.format(row.time_ms)}</time>
                </td>
                <td>{KNOWN_TYPES.has(row.type) ? t(`types.${row.type as 'deposit'}`) : row.type}</td>
                <th scope="row">{row.currency}</th>
                <td className={`${grid.num} ${sign === '+' ? styles.in : sign === '−' ? styles.out : ''}`}>{formatSigned(row.amount, locale)}</td>
                <td className={grid.num}>{formatSigned(row.balance, locale).replace(/^\+/, '')}</td>
                <td>
                  <Details row={row} locale={locale} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
