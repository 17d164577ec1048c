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

/**
 * One level: its price (a button: the ticket takes the price), amount, and cumulative total (a
 * button: the ticket takes the price and the amount to this level, on the side that takes it);
 * a bar as wide as its share of the depth, from the inline end (mirrored in Arabic); a mark where
 * the trader's own order rests. Memoised on its figures: a frame repaints only the rows that changed.
 */
const BookRow = memo(function BookRow({ side, price, amount, cumulative, share, mine, onPick, locale, priceDecimals, amountDecimals, base }: RowProps) {
  const t = useTranslations('trade.book');
  const shownPrice = formatDecimal(price, locale, priceDecimals);
  const shownTotal = formatUpTo(cumulative, locale, amountDecimals);
  return (
    <tr className={`${styles.row} ${side === 'asks' ? styles.ask : styles.bid}`} style={{ '--share': share } as CSSProperties}>
      <td>
        <span className={styles.bar} aria-hidden="true" />
        <div className={styles.priceCell}>
          <button
            type="button"
            className={`${styles.pick} ${styles.num}`}
            aria-label={t('pickPrice', { price: shownPrice })}
            onClick={() => onPick(side, price)}
          >
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
      <td className={`${styles.amount} ${styles.num}`}>{formatUpTo(amount, locale, amountDecimals)}</td>
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
