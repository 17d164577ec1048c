import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, decodeBookEvent, decodeUserEvent, encodeBookEvent, encodeUserEvent } from './events';

describe('trading announcements', () => {
  it('split a large book change into parts under the NOTIFY limit, the last one marked, that add up to the change', () => {
    const bids = Array.from({ length: 400 }, (_, i) => [`${1000 - i}.25`, `${i + 1}.5`] as [string, string]);
    const asks = Array.from({ length: 300 }, (_, i) => [`${2000 + i}.75`, '0'] as [string, string]);
    const trades = Array.from({ length: 50 }, (_, i) => ({
      id: i + 1,
      create_time: 1,
      create_time_ms: '1000',
      side: 'buy' as const,
      currency_pair: 'BTC_USDT',
      amount: '0.1',
      price: '1000',
    }));
    const payloads = encodeBookEvent({ pair: 'BTC_USDT', seq: 7, t: 1000, bids, asks, trades });
    expect(payloads.length).toBeGreaterThan(2);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parts = payloads.map((p) => decodeBookEvent(p));
    expect(parts.map((p) => p?.last)).toEqual([...Array(payloads.length - 1).fill(false), true]);
    expect(parts.every((p) => p?.seq === 7 && p.pair === 'BTC_USDT')).toBe(true);
    expect(parts.flatMap((p) => p?.bids ?? [])).toEqual(bids);
    expect(parts.flatMap((p) => p?.asks ?? [])).toEqual(asks);
    expect(parts.flatMap((p) => p?.trades ?? []).map((t) => t.id)).toEqual(trades.map((t) => t.id));
  });

  it('a small change is one part; a user change keeps its orders and fills', () => {
    const [only, ...rest] = encodeBookEvent({ pair: 'ETH_USDT', seq: 1, t: 5, bids: [['3000', '1']], asks: [], trades: [] });
    expect(rest).toEqual([]);
    expect(decodeBookEvent(only ?? '')).toEqual({ pair: 'ETH_USDT', seq: 1, t: 5, last: true, bids: [['3000', '1']], asks: [], trades: [] });
    const [user] = encodeUserEvent({ userId: 3, orders: [], trades: [] });
    expect(decodeUserEvent(user ?? '')).toEqual({ userId: 3, orders: [], trades: [] });
  });

  it('decode to null, never throwing, what is not an announcement: bad JSON, a level that is not a decimal', () => {
    expect(decodeBookEvent('{')).toBeNull();
    expect(decodeBookEvent(JSON.stringify({ pair: 'X_Y', seq: 1, t: 1, last: true, bids: [['1e5', '1']], asks: [], trades: [] }))).toBeNull();
    expect(decodeUserEvent('null')).toBeNull();
  });
});
