'use client';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toText } from '@exchange/decimal/dec';
import { GROUP_FACTORS, groupStep, type GroupFactor } from '@/lib/market/book/book-levels';
import { useBook } from '@/lib/market/book/use-book';
import { useTick } from '@/lib/live/use-live';
import { useClientContext } from '@/lib/request/client-context';
import { BookSideRows, type PickLevel, type RowFormat } from './BookRows';
import { BOOK_ROWS, moveOf, ownLevels, panelModel, type Move } from './book-view';
import { formatDecimal } from './format';
import { fillTicket } from './ticket-fill';
import { useOpenOrders, usePairInfo, useTradeFacts } from './use-trade';
import styles from './book.module.css';

/** The screen reader's summary of the touch changes at most this often (ms). */
export const SUMMARY_MS = 5_000;

/** `text` as it stood at most every `ms`: a polite live region that does not talk over the user. */
function useThrottled(text: string, ms: number): string {
  const [shown, setShown] = useState('');
  const last = useRef(0);
  useEffect(() => {
    const timer = setTimeout(
      () => {
        last.current = Date.now();
        setShown(text);
      },
      Math.max(0, last.current + ms - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [text, ms]);
  return shown;
}

/** The last price and which way it last moved (an arrow and its word, not colour alone). */
function useLastPrice(pair: string, fallback: string | undefined): { last: string | undefined; move: Move } {
  const last = useTick(pair)?.last ?? fallback;
  const [seen, setSeen] = useState<{ last: string | undefined; move: Move }>({ last, move: undefined });
  if (seen.last !== last) setSeen({ last, move: moveOf(seen.last, last, seen.move) });
  return { last, move: seen.move };
}

/**
 * The order book panel: asks above (best nearest the middle), bids below, the last price and the
 * spread between; a grouping of prices by the pair's tick × 1, 10, 100 or 1000; cumulative depth
 * bars; the trader's resting orders marked. A click on a price gives it to the ticket; on a
 * cumulative total, the amount to that level too. A table with a caption for screen readers,
 * and a polite summary of the best bid, best ask and spread at most every SUMMARY_MS.
 */
export function OrderBook() {
  const t = useTranslations('trade.book');
  const { locale } = useClientContext();
  const { pair } = useTradeFacts();
  const info = usePairInfo();
  const book = useBook(pair.pair);
  const open = useOpenOrders().orders;
  const [factor, setFactor] = useState<GroupFactor>(1);
  const groupId = useId();
  const decimals = info?.price_decimals ?? 2;
  const own = useMemo(() => ownLevels(open, decimals, factor), [open, decimals, factor]);
  const model = useMemo(() => panelModel(book, decimals, factor, BOOK_ROWS, own), [book, decimals, factor, own]);
  const { last, move } = useLastPrice(pair.pair, info?.last);
  const format: RowFormat = useMemo(
    () => ({ locale, priceDecimals: model.priceDecimals, amountDecimals: info?.amount_decimals ?? 4, base: pair.base }),
    [locale, model.priceDecimals, info?.amount_decimals, pair.base],
  );
  const onPick: PickLevel = useCallback(
    (side, price, cumulative) =>
      fillTicket(
        cumulative === undefined ? { pair: pair.pair, price } : { pair: pair.pair, price, amount: cumulative, side: side === 'asks' ? 'buy' : 'sell' },
      ),
    [pair.pair],
  );
  const { bid, ask, spread } = model.touch;
  const figure = (text: string | undefined) => (text === undefined ? '--' : formatDecimal(text, locale, decimals));
  const summary = useThrottled(
    bid && ask && spread ? t('summary', { bid: figure(bid), ask: figure(ask), spread: figure(spread), quote: pair.quote }) : '',
    SUMMARY_MS,
  );
  const note = book.status === 'loading' ? t('loading') : book.status === 'unavailable' ? t('unavailable') : undefined;

  return (
    <section className={styles.panel} aria-labelledby="trade-book-title">
      <div className={styles.head}>
        <h2 id="trade-book-title" className={styles.title}>
          {t('title')}
        </h2>
        <label className={styles.group} htmlFor={groupId}>
          <span>{t('group')}</span>
          <select id={groupId} className={styles.select} value={factor} onChange={(event) => setFactor(Number(event.target.value) as GroupFactor)}>
            {GROUP_FACTORS.map((f) => (
              <option key={f} value={f}>
                {formatDecimal(toText(groupStep(decimals, f)), locale)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="visually-hidden" role="status">
        {summary}
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('caption', { pair: `${pair.base}/${pair.quote}` })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('price', { currency: pair.quote })}</th>
            <th scope="col" className={styles.end}>
              {t('amount', { currency: pair.base })}
            </th>
            <th scope="col" className={styles.end}>
              {t('total', { currency: pair.base })}
            </th>
          </tr>
        </thead>
        <tbody className={styles.side} aria-label={t('asks')}>
          <BookSideRows side="asks" rows={model.asks} format={format} onPick={onPick} />
        </tbody>
        <tbody>
          <tr className={styles.middle}>
            <td colSpan={3}>
              {note ? (
                <span className={styles.note}>{note}</span>
              ) : (
                <span className={styles.middleFigures}>
                  <span className={`${styles.num} ${styles.last} ${move === 'up' ? styles.up : move === 'down' ? styles.down : ''}`} data-testid="book-last">
                    {figure(last)}
                    {move && (
                      <>
                        <span aria-hidden="true">{move === 'up' ? ' ▲' : ' ▼'}</span>
                        <span className="visually-hidden">{t(move)}</span>
                      </>
                    )}
                  </span>
                  <span className={styles.spread}>{t('spread', { spread: figure(spread) })}</span>
                </span>
              )}
            </td>
          </tr>
        </tbody>
        <tbody className={styles.side} aria-label={t('bids')}>
          <BookSideRows side="bids" rows={model.bids} format={format} onPick={onPick} />
        </tbody>
      </table>
    </section>
  );
}
