'use client';
import { useCoinIconVersioning } from '@/lib/request/client-context';
import { CoinIcon } from './CoinIcon';

/** `CoinIcon` in the browser-rendered lists (coin panels, /price, search): the page's icon versioning from the client context. */
export function ListCoinIcon({ symbol, size }: { symbol: string; size: number }) {
  return <CoinIcon symbol={symbol} size={size} versioning={useCoinIconVersioning()} />;
}
