import type { MarketRow } from './rows';

/**
 * A market row (rows.ts, the web's own row kind) for tests: `BASE_QUOTE`, a price of 1 and a volume
 * of 100,000 unless overridden. The API's rows have their builders beside their types, in the
 * contract (@exchange/contract/market-fixture, trade-fixture).
 */
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
