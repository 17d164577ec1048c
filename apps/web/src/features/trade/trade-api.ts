import type { PairInfo, SpotBalance, SpotOrder } from '@exchange/contract/trade';
import type { ApiError } from '@/lib/api/client';

/** A call's outcome as the page uses it: the answer's data, or the error with the contract's default data. */
export type CallResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly data: T; readonly error: ApiError };

export interface PlaceInput {
  readonly pair: string;
  readonly side: SpotOrder['side'];
  readonly type: SpotOrder['type'];
  /** limit orders only */
  readonly price?: string;
  readonly amount: string;
  /** market orders: refused above this slippage (percent) */
  readonly maxSlippage?: string;
}

/** The trade page's calls (packages/contract/src/trade.ts); a fake in unit tests. */
export interface TradeApi {
  pairInfo(pair: string): Promise<CallResult<PairInfo | null>>;
  balances(currencies: readonly string[]): Promise<CallResult<SpotBalance[]>>;
  orders(pair: string, status: 'open' | 'history'): Promise<CallResult<SpotOrder[]>>;
  place(input: PlaceInput): Promise<CallResult<SpotOrder>>;
  cancel(id: string): Promise<CallResult<SpotOrder>>;
}

function unwrap<T>(result: { ok: true; data: { data: T } } | { ok: false; data: { data: T }; error: ApiError }): CallResult<T> {
  return result.ok ? { ok: true, data: result.data.data } : { ok: false, data: result.data.data, error: result.error };
}

let loaded: Promise<TradeApi> | undefined;

/**
 * The browser's trade calls through the one API client (src/lib/api/browser.ts: CSRF header,
 * timeouts, contract parsing, fallback on failure), loaded on first use: the client and the
 * contract's schemas stay off the page's first load.
 */
export function loadTradeApi(): Promise<TradeApi> {
  loaded ??= Promise.all([import('@/lib/api/browser'), import('@exchange/contract/trade')]).then(([client, calls]) => ({
    pairInfo: async (pair) => unwrap(await client.browserRequest(calls.spotPairInfo, { pair })),
    balances: async (currencies) => unwrap(await client.browserRequest(calls.spotBalances, { currencies: currencies.join(',') })),
    orders: async (pair, status) => unwrap(await client.browserRequest(calls.spotOrders, { pair, status })),
    place: async ({ pair, side, type, price, amount, maxSlippage }) =>
      unwrap(
        await client.browserRequest(calls.placeSpotOrder, {
          pair,
          side,
          type,
          amount,
          ...(type === 'limit' && price ? { price } : {}),
          ...(type === 'market' && maxSlippage ? { max_slippage: maxSlippage } : {}),
        }),
      ),
    cancel: async (id) => unwrap(await client.browserRequest(calls.cancelSpotOrder, { id })),
  }));
  return loaded;
}
