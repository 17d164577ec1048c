'use client';
import { RecentTrades } from './RecentTrades';
import { useMarketTrades, useMyTrades } from './use-market';
import { usePairInfo, useTradeFacts } from './use-trade';

/** The recent trades (and a trader's own fills), live: the data for RecentTrades (use-market.ts). */
export function TradesPanel() {
  const { pair } = useTradeFacts();
  const info = usePairInfo();
  const trades = useMarketTrades();
  const mine = useMyTrades();
  return (
    <RecentTrades
      trades={trades ?? []}
      myTrades={mine === null ? null : (mine ?? [])}
      priceDecimals={info?.price_decimals ?? 2}
      amountDecimals={info?.amount_decimals ?? 4}
      base={pair.base}
    />
  );
}
