'use client';
import type { SecondFactorMethods } from '@/lib/account/second-factor';
import { MarketDataProvider } from '@/lib/market/query-client';
import { ConfirmMethodsProvider } from './confirm-methods';
import { CodeList } from './CodeList';
import { TransferForm } from './TransferForm';

/**
 * The internal transfer page's island: the send or code form (none where the compliance rules
 * close money out) and the user's codes. `methods`: the account's second factors, which the
 * confirmation offers.
 */
export function TransferBoard({
  currency,
  network,
  mode,
  closed,
  methods,
}: {
  currency: string;
  network: string;
  mode: 'send' | 'code';
  closed: boolean;
  methods: SecondFactorMethods;
}) {
  return (
    <MarketDataProvider>
      <ConfirmMethodsProvider methods={methods}>
        {!closed && <TransferForm key={mode} currency={currency} network={network} mode={mode} />}
        <CodeList />
      </ConfirmMethodsProvider>
    </MarketDataProvider>
  );
}
