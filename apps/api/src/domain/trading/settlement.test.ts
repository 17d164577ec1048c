import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, cmp, mul, normal, sub } from '@exchange/decimal/text';
import { settle, type SettlementInput } from './settlement';

const decimal = (max: number, places: number) => fc.integer({ min: 1, max: max * 10 ** places }).map((n) => normal((n / 10 ** places).toFixed(places)));
const RATES = new Map([
  [1, { maker: '0.002', taker: '0.002' }],
  [2, { maker: '0.0014', taker: '0.0017' }],
  [3, { maker: '0', taker: '0.0006' }],
]);

const inputArb = fc
  .record({
    takerSide: fc.constantFrom('buy' as const, 'sell' as const),
    fills: fc.array(fc.record({ maker: fc.constantFrom(2, 3), price: decimal(1000, 2), amount: decimal(10, 4) }), { maxLength: 8 }),
    rested: fc.option(fc.record({ price: decimal(1000, 2), amount: decimal(10, 4) }), { nil: null }),
  })
  .map((r): SettlementInput => ({
    base: 'B',
    quote: 'Q',
    takerUserId: 1,
    takerSide: r.takerSide,
    fills: r.fills.map((f, i) => ({
      makerOrderId: i + 10,
      makerUserId: f.maker,
      makerSide: r.takerSide === 'buy' ? 'sell' : 'buy',
      price: f.price,
      amount: f.amount,
    })),
    rested: r.rested,
    selfTradeCancels: [],
    rates: RATES,
  }));

describe('settling a match', () => {
  it('moves no money but the fees: each asset’s total change over every user is minus the fees paid in it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const s = settle(input);
        const total = new Map<string, string>();
        for (const c of s.changes.values()) total.set(c.asset, add(total.get(c.asset) ?? '0', add(c.available, c.locked)));
        const fees = new Map<string, string>();
        for (const f of s.fills) {
          fees.set(f.takerFeeAsset, add(fees.get(f.takerFeeAsset) ?? '0', f.takerFee));
          fees.set(f.makerFeeAsset, add(fees.get(f.makerFeeAsset) ?? '0', f.makerFee));
        }
        for (const asset of ['B', 'Q']) expect(normal(total.get(asset) ?? '0')).toBe(normal(sub('0', fees.get(asset) ?? '0')));
        // the taker spends its fills (and what it rests with) out of available, and locks what rests
        const spendAsset = input.takerSide === 'buy' ? 'Q' : 'B';
        expect(s.takerSpend.asset).toBe(spendAsset);
        const rest = input.rested ? (input.takerSide === 'buy' ? mul(input.rested.price, input.rested.amount) : input.rested.amount) : '0';
        expect(normal(s.changes.get(`1:${spendAsset}`)?.locked ?? '0')).toBe(normal(rest));
        for (const f of s.fills) expect(cmp(f.takerFee, '0')).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a self-trade cancel gives the taker’s resting order’s reserve back', () => {
    const s = settle({
      base: 'B',
      quote: 'Q',
      takerUserId: 1,
      takerSide: 'buy',
      fills: [],
      rested: null,
      selfTradeCancels: [{ side: 'buy', price: '10', remaining: '2' }],
      rates: RATES,
    });
    expect(s.changes.get('1:Q')).toEqual({ userId: 1, asset: 'Q', available: '20', locked: '-20' });
  });
});
