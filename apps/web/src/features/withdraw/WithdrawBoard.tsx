'use client';
import type { WalletNetwork } from '@exchange/contract/wallet';
import type { SecondFactorMethods } from '@/lib/account/second-factor';
import { MarketDataProvider } from '@/lib/market/query-client';
import { ConfirmMethodsProvider } from './confirm-methods';
import { AddressBook } from './AddressBook';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawalList } from './WithdrawalList';

/**
 * The withdraw page's island: the form (or, where the compliance rules close money out, the
 * route's notice instead of it), the address book and the withdrawals. One query client (the
 * page's) holds the quote, the book and the list, so a change reads them all again. `methods`:
 * the account's second factors, which the confirmations offer.
 */
export function WithdrawBoard({
  currency,
  networks,
  closed,
  methods,
}: {
  currency: string;
  networks: readonly WalletNetwork[];
  closed: boolean;
  methods: SecondFactorMethods;
}) {
  return (
    <MarketDataProvider>
      <ConfirmMethodsProvider methods={methods}>
        {!closed && <WithdrawForm currency={currency} networks={networks} />}
        {!closed && <AddressBook currency={currency} networks={networks} />}
        <WithdrawalList currency={currency} />
      </ConfirmMethodsProvider>
    </MarketDataProvider>
  );
}
