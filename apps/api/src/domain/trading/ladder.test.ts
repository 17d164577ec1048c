import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cmp, mul, placesOf } from '@exchange/decimal/text';
import { ladder, type LadderSpec } from './ladder';

const BTC: LadderSpec = {
  fair: 60000,
  priceDecimals: 1,
  amountDecimals: 6,
  minAmount: '0.000001',
  minTotal: '1',
  levels: 3,
  quote: 1000,
  halfSpread: 0.0005,
  step: 0.0005,
};

describe('the market maker’s ladder', () => {
  it('quotes levels either side of the fair price on the tick, each larger than the one before', () => {
    expect(ladder(BTC)).toEqual({
      bids: [
        { price: '59970.0', amount: '0.016675' },
        { price: '59940.0', amount: '0.025025' },
        { price: '59910.0', amount: '0.033383' },
      ],
      asks: [
        { price: '60030.0', amount: '0.016658' },
        { price: '60060.0', amount: '0.024975' },
        { price: '60090.0', amount: '0.033283' },
      ],
    });
  });

  it('keeps a one-tick spread where the pair’s tick is wider than the spread', () => {
    const { bids, asks } = ladder({ ...BTC, fair: 0.5, priceDecimals: 2, amountDecimals: 0, minAmount: '1', quote: 10 });
    expect(bids.map((b) => b.price)).toEqual(['0.49', '0.48', '0.47']);
    expect(asks.map((a) => a.price)).toEqual(['0.51', '0.52', '0.53']);
  });

  it('never crosses, stays on the pair’s places and above its minimums, for any fair price', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }), (fair, pd, ad) => {
        const spec = { ...BTC, fair, priceDecimals: pd, amountDecimals: ad, minAmount: ad === 0 ? '1' : `0.${'0'.repeat(ad - 1)}1` };
        const { bids, asks } = ladder(spec);
        const best = bids[0];
        const ask = asks[0];
        if (best && ask) expect(cmp(best.price, ask.price)).toBeLessThan(0);
        for (const [i, q] of [...bids, ...asks].entries()) {
          expect(placesOf(q.price), `price ${i}`).toBeLessThanOrEqual(pd);
          expect(placesOf(q.amount)).toBeLessThanOrEqual(ad);
          expect(cmp(q.price, '0')).toBeGreaterThan(0);
          expect(cmp(q.amount, spec.minAmount)).toBeGreaterThanOrEqual(0);
          expect(cmp(mul(q.price, q.amount), spec.minTotal)).toBeGreaterThanOrEqual(0);
        }
        for (let i = 1; i < bids.length; i += 1) expect(cmp(bids[i]!.price, bids[i - 1]!.price)).toBeLessThan(0);
        for (let i = 1; i < asks.length; i += 1) expect(cmp(asks[i]!.price, asks[i - 1]!.price)).toBeGreaterThan(0);
      }),
    );
  });
});
