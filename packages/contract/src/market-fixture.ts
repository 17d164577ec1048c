import type { FuturesContract, SpotMarket } from './market';

/**
 * Market rows for tests, one builder per row kind (the shapes the API sends, market.ts): web and
 * API tests build their rows here, overriding only what a test is about.
 */

/** A spot market: `BASE_QUOTE` at a price of 1 unless overridden. */
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

/** A USDT-settled futures contract named `name` (its coin the part before '_'), at a price of 1 unless overridden. */
export function futuresContract(name: string, overrides: Partial<FuturesContract> = {}): FuturesContract {
  return {
    settle: 'usdt',
    name,
    coin_name: name.split('_')[0] ?? '',
    categories: [],
    is_tag_st: false,
    last_price: '1',
    open_price: '1',
    change_percentage: '0',
    volume_24h: '1',
    ...overrides,
  };
}

/** `count` USDT-settled futures rows of a market list, named C0_USDT, C1_USDT… */
export function futuresRowsFixture(count: number): FuturesContract[] {
  return Array.from({ length: count }, (_, i) => futuresContract(`C${i}_USDT`));
}
