'use client';
import type { MarketTrade, UserTrade } from '@exchange/contract/book';
import { RecentTrades } from './RecentTrades';
import { useMarketTrades, useMyTrades } from './use-market';
import { usePairInfo, useTradeFacts } from './use-trade';

/** Before the first answer: one empty list for every render, so the memoised rows see no change. */
const NO_TRADES: readonly MarketTrade[] = [];
const NO_FILLS: readonly UserTrade[] = [];

/** The recent trades (and a trader's own fills), live: the data for RecentTrades (use-market.ts). */
export function TradesPanel() {
  const { pair } = useTradeFacts();
  const info = usePairInfo();
  const trades = useMarketTrades();
  const mine = useMyTrades();
  return (
    <RecentTrades
      trades={trades ?? NO_TRADES}
      myTrades={mine === null ? null : (mine ?? NO_FILLS)}
      priceDecimals={info?.price_decimals ?? 2}
      amountDecimals={info?.amount_decimals ?? 4}
      base={pair.base}
    />
  );
}
