'use client';
import { MarketDataProvider } from '@/lib/market/query-client';
import { CodeList } from './CodeList';
import { TransferForm } from './TransferForm';

/** The internal transfer page's island: the send or code form (none where the compliance rules close money out) and the user's codes. */
export function TransferBoard({ currency, network, mode, closed }: { currency: string; network: string; mode: 'send' | 'code'; closed: boolean }) {
  return (
    <MarketDataProvider>
      {!closed && <TransferForm key={mode} currency={currency} network={network} mode={mode} />}
      <CodeList />
    </MarketDataProvider>
  );
}
