import type { SpotMarket } from '@exchange/contract/market';
import type { MarketRow } from './rows';

/** A market row for tests: `BASE_QUOTE`, a price of 1 and a volume of 100,000 unless overridden. */
export function marketRow(id: string, overrides: Partial<MarketRow> = {}): MarketRow {
  const [base = '', quote = ''] = id.split('_');
  return {
    id,
    base,
    quote,
    name: base,
    rate: '1',
    change: '0',
    volume: '100000',
    isST: false,
    hot: false,
    isNew: false,
    categories: [],
    buyStart: 0,
    path: `/trade/${id}`,
    ...overrides,
  };
}

/** A spot market as the API answers it, for tests: `BASE_QUOTE` at a price of 1 unless overridden. */
export function spotMarket(pair: string, overrides: Partial<SpotMarket> = {}): SpotMarket {
  const [base = '', quote = ''] = pair.split('_');
  return {
    pair,
    curr_a: base,
    curr_b: quote,
    name: base,
    rate: '1',
    prior_rate: '1',
    change: '0',
    volume: '0',
    multiple: 0,
    credit: false,
    category: [],
    buy_start: 0,
    cross_multiple: 0,
    is_st: false,
    isST: false,
    icon: '',
    link: `/trade/${pair}`,
    ...overrides,
  };
}
