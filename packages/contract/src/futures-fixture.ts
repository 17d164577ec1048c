import type { FuturesContract } from './market';

/** `count` USDT-settled futures rows of a market list for tests (the shape the API sends), named C0_USDT, C1_USDT… */
export function futuresRowsFixture(count: number): FuturesContract[] {
  return Array.from({ length: count }, (_, i) => ({
    settle: 'usdt',
    name: `C${i}_USDT`,
    coin_name: `C${i}`,
    categories: [],
    is_tag_st: false,
    last_price: '1',
    open_price: '1',
    change_percentage: '0',
    volume_24h: '1',
  }));
}
