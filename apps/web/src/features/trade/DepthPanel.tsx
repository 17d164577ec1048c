'use client';
import { useBook } from '@/lib/market/book/use-book';
import { DepthChart } from './DepthChart';
import { usePairInfo, useTradeFacts } from './use-trade';

/** The depth chart over the page's live book (one book for the panel, the chart and the ticket: use-book.ts). */
export function DepthPanel() {
  const { pair } = useTradeFacts();
  const info = usePairInfo();
  const book = useBook(pair.pair);
  return (
    <DepthChart
      bids={book.bids}
      asks={book.asks}
      priceDecimals={info?.price_decimals ?? 2}
      amountDecimals={info?.amount_decimals ?? 4}
      base={pair.base}
      quote={pair.quote}
    />
  );
}
