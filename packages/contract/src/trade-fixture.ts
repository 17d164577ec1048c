import type { PairInfo } from './trade';

/** A BTC_USDT pair_info answer for tests (the shape the API sends, trade.ts), with `overrides`. */
export function pairInfo(overrides: Partial<PairInfo> = {}): PairInfo {
  return {
    pair: 'BTC_USDT',
    base: 'BTC',
    quote: 'USDT',
    price_decimals: 2,
    amount_decimals: 6,
    min_amount: '0.0001',
    min_total: '3',
    last: '67000',
    bid: '66999.9',
    ask: '67000.1',
    change_percentage: '1.2',
    high_24h: '68000',
    low_24h: '66000',
    volume_24h: '123456',
    buy_start: 0,
    tradable: true,
    has_seconds: true,
    ...overrides,
  };
}
