'use client';
import { memo, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import type { BookSideName } from '@/lib/market/book/book-levels';
import { formatDecimal, formatUpTo } from './format';
import type { PanelRow } from './book-view';
import styles from './book.module.css';

export interface RowFormat {
  readonly locale: string;
  readonly priceDecimals: number;
  readonly amountDecimals: number;
  readonly base: string;
}

export type PickLevel = (side: BookSideName, price: string, cumulative?: string) => void;

interface RowProps extends RowFormat {
  readonly side: BookSideName;
  readonly price: string;
  readonly amount: string;
  readonly cumulative: string;
  readonly share: number;
  readonly mine: boolean;
  readonly onPick: PickLevel;
}

type CellProps = Pick<RowProps, 'side' | 'price' | 'onPick' | 'locale' | 'priceDecimals'>;

/** The price (a button: the ticket takes it) and the trader's own mark; unchanged when only the depth below moved. */
const PriceCell = memo(function PriceCell({ side, price, mine, onPick, locale, priceDecimals }: CellProps & { mine: boolean }) {
  const t = useTranslations('trade.book');
  const shownPrice = formatDecimal(price, locale, priceDecimals);
  return (
    <td>
      <span className={styles.bar} aria-hidden="true" />
      <div className={styles.priceCell}>
        <button type="button" className={`${styles.pick} ${styles.num}`} aria-label={t('pickPrice', { price: shownPrice })} onClick={() => onPick(side, price)}>
          {shownPrice}
        </button>
        {mine && (
          <span className={styles.mine}>
            <span aria-hidden="true">●</span>
            <span className="visually-hidden">{t('mine')}</span>
          </span>
        )}
      </div>
    </td>
  );
});

/** The cumulative total (a button: the ticket takes the price and the amount to this level, on the side that takes it). */
const TotalCell = memo(function TotalCell({
  side,
  price,
  cumulative,
  onPick,
  locale,
  priceDecimals,
  amountDecimals,
  base,
}: CellProps & Pick<RowProps, 'cumulative' | 'amountDecimals' | 'base'>) {
  const t = useTranslations('trade.book');
  const shownTotal = formatUpTo(cumulative, locale, amountDecimals);
  const shownPrice = formatDecimal(price, locale, priceDecimals);
  return (
    <td className={styles.totalCell}>
      <button
        type="button"
        className={`${styles.pick} ${styles.num}`}
        aria-label={t(side === 'asks' ? 'pickBuy' : 'pickSell', { amount: shownTotal, base, price: shownPrice })}
        onClick={() => onPick(side, price, cumulative)}
      >
        {shownTotal}
      </button>
    </td>
  );
});

/**
 * One level: its price, amount and cumulative total; a bar as wide as its share of the depth, from
 * the inline end (mirrored in Arabic), set as a custom property the bar scales by (no layout). Each
 * cell is memoised on what it shows: when a level changes, the rows below it re-render only their
 * totals and bars, not their prices.
 */
const BookRow = memo(function BookRow({ side, price, amount, cumulative, share, mine, onPick, locale, priceDecimals, amountDecimals, base }: RowProps) {
  const cell = { side, price, onPick, locale, priceDecimals };
  return (
    <tr className={`${styles.row} ${side === 'asks' ? styles.ask : styles.bid}`} style={{ '--share': share } as CSSProperties}>
      <PriceCell {...cell} mine={mine} />
      <td className={`${styles.amount} ${styles.num}`}>{formatUpTo(amount, locale, amountDecimals)}</td>
      <TotalCell {...cell} cumulative={cumulative} amountDecimals={amountDecimals} base={base} />
    </tr>
  );
});

/** One side's rows (asks worst first, bids best first), each keyed by its price. */
export function BookSideRows({ side, rows, format, onPick }: { side: BookSideName; rows: readonly PanelRow[]; format: RowFormat; onPick: PickLevel }) {
  return (
    <>
      {rows.map((row) => (
        <BookRow key={row.price} side={side} {...row} {...format} onPick={onPick} />
      ))}
    </>
  );
}
