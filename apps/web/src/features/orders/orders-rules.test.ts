import { describe, expect, it } from 'vitest';
import type { SpotOrder } from '@exchange/contract/trade';
import { EMPTY_FILTER, PAGE_SIZE, dayBoundMs, hasMore, normalisePair, openOnes, ordersQuery, withOrder } from './orders-rules';

const order = (id: string, status: SpotOrder['status'] = 'open'): SpotOrder => ({
  id,
  pair: 'BTC_USDT',
  side: 'buy',
  type: 'limit',
  price: '50000',
  amount: '0.001',
  filled: '0',
  avg_price: '0',
  fee: '0',
  status,
  create_time_ms: 1,
  update_time_ms: 1,
});

describe('orders filter', () => {
  it('asks the open orders of every pair by default', () => {
    expect(ordersQuery(EMPTY_FILTER)).toEqual({ status: 'open', limit: String(PAGE_SIZE) });
  });

  it('sends pair, side, the days’ bounds and the paging cursor', () => {
    const q = ordersQuery({ status: 'history', pair: 'btc/usdt', side: 'sell', from: '2026-12-01', to: '2026-12-02' }, '42');
    expect(q).toEqual({
      status: 'history',
      limit: String(PAGE_SIZE),
      pair: 'BTC_USDT',
      side: 'sell',
      from_ms: String(new Date('2026-12-01T00:00:00').getTime()),
      to_ms: String(new Date('2026-12-03T00:00:00').getTime() - 1),
      before: '42',
    });
  });

  it('leaves out what is not a pair or a date', () => {
    expect(normalisePair(' eth-usdt ')).toBe('ETH_USDT');
    expect(normalisePair('bitcoin')).toBe('');
    expect(dayBoundMs('12/01/2026')).toBeUndefined();
    expect(ordersQuery({ ...EMPTY_FILTER, pair: 'x', from: 'soon' })).toEqual({ status: 'open', limit: String(PAGE_SIZE) });
  });
});

describe('paging and rows', () => {
  it('expects another page only after a full one', () => {
    expect(hasMore(Array.from({ length: PAGE_SIZE }, (_, i) => order(String(i))))).toBe(true);
    expect(hasMore([order('1')])).toBe(false);
  });

  it('puts a cancelled order in its row and counts the open ones', () => {
    const list = [order('2'), order('1')];
    const next = withOrder(list, order('1', 'cancelled'));
    expect(next.map((o) => o.status)).toEqual(['open', 'cancelled']);
    expect(openOnes(next).map((o) => o.id)).toEqual(['2']);
  });
});
