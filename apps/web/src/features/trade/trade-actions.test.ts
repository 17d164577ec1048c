import { describe, expect, it } from 'vitest';
import type { SpotOrder } from '@exchange/contract/trade';
import type { ApiError } from '@/lib/api/client';
import { availableOf, cancelOrder, filledPercent, ordersFingerprint, pollInterval, refusal, submitOrder, OPEN_ORDERS_POLL_MS, RETRY_MS } from './trade-actions';
import type { CallResult, PlaceInput, TradeApi } from './trade-api';

const order = (over: Partial<SpotOrder> = {}): SpotOrder => ({
  id: '7',
  pair: 'BTC_USDT',
  side: 'buy',
  type: 'limit',
  price: '30000',
  amount: '0.01',
  filled: '0',
  avg_price: '0',
  fee: '0',
  status: 'open',
  create_time_ms: 1,
  update_time_ms: 1,
  ...over,
});

const refused = (error: ApiError): CallResult<SpotOrder> => ({ ok: false, data: order({ id: '0', status: 'cancelled' }), error });

/** A fake of the place call that records what it was asked and answers `answer`. */
function fakePlace(answer: CallResult<SpotOrder>): Pick<TradeApi, 'place'> & { calls: PlaceInput[] } {
  const calls: PlaceInput[] = [];
  return {
    calls,
    place: (input) => {
      calls.push(input);
      return Promise.resolve(answer);
    },
  };
}

describe('submitOrder', () => {
  it('sends canonical decimal text, and a limit price only for a limit order', async () => {
    const api = fakePlace({ ok: true, data: order() });
    await submitOrder(api, 'BTC_USDT', { side: 'buy', type: 'limit', price: '30000.50', amount: '0.0100' });
    await submitOrder(api, 'BTC_USDT', { side: 'sell', type: 'market', price: '30000', amount: '1.' });
    // the slippage bound goes with a market order only
    await submitOrder(api, 'BTC_USDT', { side: 'buy', type: 'market', price: '', amount: '2' }, '0.5');
    await submitOrder(api, 'BTC_USDT', { side: 'buy', type: 'limit', price: '3', amount: '2' }, '0.5');
    expect(api.calls).toEqual([
      { pair: 'BTC_USDT', side: 'buy', type: 'limit', price: '30000.5', amount: '0.01' },
      { pair: 'BTC_USDT', side: 'sell', type: 'market', amount: '1' },
      { pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '2', maxSlippage: '0.5' },
      { pair: 'BTC_USDT', side: 'buy', type: 'limit', price: '3', amount: '2' },
    ]);
  });

  it('says whether the order rests or filled', async () => {
    const resting = await submitOrder(fakePlace({ ok: true, data: order() }), 'BTC_USDT', { side: 'buy', type: 'limit', price: '1', amount: '1' });
    expect(resting).toMatchObject({ ok: true, feedback: { tone: 'success', key: 'placedOpen' } });
    const filled = await submitOrder(fakePlace({ ok: true, data: order({ status: 'filled', filled: '0.01' }) }), 'BTC_USDT', {
      side: 'buy',
      type: 'market',
      price: '',
      amount: '0.01',
    });
    expect(filled).toMatchObject({ ok: true, feedback: { tone: 'success', key: 'placedFilled' } });
  });

  it('passes on the API’s message when it refuses', async () => {
    const api = fakePlace(refused({ status: 400, code: 40_001, message: 'Insufficient balance' }));
    expect(await submitOrder(api, 'BTC_USDT', { side: 'buy', type: 'limit', price: '1', amount: '1' })).toEqual({
      ok: false,
      feedback: { tone: 'error', message: 'Insufficient balance' },
    });
  });
});

describe('cancelOrder', () => {
  it('cancels by id and reports either way', async () => {
    const asked: string[] = [];
    const ok = await cancelOrder({ cancel: (id) => (asked.push(id), Promise.resolve({ ok: true, data: order({ status: 'cancelled' }) })) }, '42');
    expect(asked).toEqual(['42']);
    expect(ok).toEqual({ ok: true, feedback: { tone: 'success', key: 'cancelled' } });
    const gone = await cancelOrder({ cancel: () => Promise.resolve(refused({ status: 404, code: 40_400, message: 'Order not found' })) }, '42');
    expect(gone).toEqual({ ok: false, feedback: { tone: 'error', message: 'Order not found' } });
  });
});

describe('refusal', () => {
  it('uses catalog messages where the API said nothing a person can read', () => {
    expect(refusal({ status: 0, code: 0, message: 'timed out after 5000 ms' })).toEqual({ tone: 'error', key: 'network' });
    expect(refusal({ status: 401, code: 40_100, message: 'Log in first' })).toEqual({ tone: 'error', key: 'session' });
    expect(refusal({ status: 502, code: 0, message: 'Bad Gateway' })).toEqual({ tone: 'error', key: 'refused' });
    expect(refusal({ status: 400, code: 7, message: '  ' })).toEqual({ tone: 'error', key: 'refused' });
  });
  it('says a compliance refusal in the page’s language, and the API’s own rule otherwise', () => {
    expect(refusal({ status: 403, code: 40_302, message: 'Spot trading is not available in your region' })).toEqual({ tone: 'error', key: 'restricted' });
    expect(refusal({ status: 400, code: 40_001, message: 'Insufficient balance' })).toEqual({ tone: 'error', message: 'Insufficient balance' });
  });
});

describe('polling and balances', () => {
  it('polls open orders only while some rest', () => {
    expect(pollInterval(false, undefined)).toBe(false);
    expect(pollInterval(false, [])).toBe(false);
    expect(pollInterval(false, [order()])).toBe(OPEN_ORDERS_POLL_MS);
  });

  it('tries a failed read again after a while, whatever it held', () => {
    expect(pollInterval(true)).toBe(RETRY_MS);
    expect(pollInterval(true, [order()])).toBe(RETRY_MS);
  });

  it('fingerprints open orders by id, fill and status', () => {
    expect(ordersFingerprint([order()])).toBe(ordersFingerprint([order()]));
    expect(ordersFingerprint([order()])).not.toBe(ordersFingerprint([order({ filled: '0.005' })]));
    expect(ordersFingerprint([order()])).not.toBe(ordersFingerprint([]));
  });

  it('finds a currency’s available balance', () => {
    const balances = [
      { currency: 'BTC', available: '0.5', locked: '0' },
      { currency: 'USDT', available: '1000', locked: '300' },
    ];
    expect(availableOf(balances, 'USDT')).toBe('1000');
    expect(availableOf(balances, 'ETH')).toBeUndefined();
    expect(availableOf(undefined, 'BTC')).toBeUndefined();
  });

  it('gives the filled share in percent, cut to two decimals', () => {
    expect(filledPercent({ amount: '3', filled: '1' })).toBe('33.33');
    expect(filledPercent({ amount: '0.3', filled: '0.1' })).toBe('33.33');
    expect(filledPercent({ amount: '0.01', filled: '0.01' })).toBe('100');
    expect(filledPercent({ amount: '0.01', filled: '0' })).toBe('0');
    expect(filledPercent({ amount: '0', filled: '0' })).toBe('0');
  });
});
