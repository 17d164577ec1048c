import { describe, expect, it } from 'vitest';
import type { BookLevel } from '@exchange/contract/book';
import {
  areaPath,
  cumulate,
  depthModel,
  depthTicks,
  findLevel,
  frameOf,
  levelAtOffset,
  linePath,
  priceAtOffset,
  priceTicks,
  readoutAtLevel,
  readoutAtX,
  stepLevel,
  stepPoints,
  xOfOffset,
  type DepthModel,
} from './depth-geometry';

const frame = frameOf(600, 300);
const bids: BookLevel[] = [
  ['99', '1'],
  ['98', '2'],
  ['97', '3'],
  ['90', '100'],
];
const asks: BookLevel[] = [
  ['101', '0.5'],
  ['102', '1.5'],
  ['103', '2'],
];

function model(b: readonly BookLevel[], a: readonly BookLevel[]): DepthModel {
  const m = depthModel(b, a);
  if (!m) throw new Error('no model');
  return m;
}

describe('cumulate', () => {
  it('sums exactly from the best price outward', () => {
    expect(
      cumulate(
        [
          ['1', '0.1'],
          ['0.9', '0.2'],
          ['0.8', '0.0000000000000000001'],
        ],
        'bid',
      ),
    ).toEqual([
      { price: '1', total: '0.1' },
      { price: '0.9', total: '0.3' },
      { price: '0.8', total: '0.3000000000000000001' },
    ]);
  });

  it('puts a stray order right and skips zero or malformed levels', () => {
    expect(
      cumulate(
        [
          ['3', '1'],
          ['1', '1'],
          ['2', '0'],
          ['x', '1'],
          ['2', '1'],
        ],
        'ask',
      ).map((l) => l.price),
    ).toEqual(['1', '2', '3']);
    expect(
      cumulate(
        [
          ['1', '1'],
          ['3', '1'],
        ],
        'bid',
      ).map((l) => l.total),
    ).toEqual(['1', '2']);
  });
});

describe('depthModel', () => {
  it('is null for an empty book', () => {
    expect(depthModel([], [])).toBeNull();
  });

  it('centres on the mid and shows as far as the nearer side reaches, cutting the deeper one', () => {
    const m = model(bids, asks);
    expect(m.center).toBe('100');
    // asks reach 103 (3 away), bids 90 (10 away): ±3, so the bid at 90 is cut
    expect(m.half).toBe(3);
    expect(m.levels.map((l) => `${l.side}@${l.price}=${l.total}`)).toEqual(['bid@97=6', 'bid@98=3', 'bid@99=1', 'ask@101=0.5', 'ask@102=2', 'ask@103=4']);
    expect(m.bidCount).toBe(3);
    expect(m.maxTotal).toBe('6');
  });

  it('keeps the mid exact when it needs one more decimal', () => {
    expect(model([['100.1', '1']], [['100.2', '1']]).center).toBe('100.15');
  });

  it('draws one side around its best price, and one level with 1 % either side', () => {
    const bidsOnly = model(bids, []);
    expect(bidsOnly.center).toBe('99');
    expect(bidsOnly.half).toBe(9);
    expect(bidsOnly.levels.every((l) => l.side === 'bid')).toBe(true);
    const one = model([], [['50000', '0.25']]);
    expect(one.center).toBe('50000');
    expect(one.half).toBe(500);
    expect(one.levels).toHaveLength(1);
    expect(one.bidCount).toBe(0);
  });

  it('separates levels of a huge price by their distance from the mid, not their magnitude', () => {
    const m = model([['123456789012.00000001', '1']], [['123456789012.00000003', '2']]);
    expect(m.center).toBe('123456789012.00000002');
    expect(m.half).toBeCloseTo(0.00000001, 12);
    const [bid, ask] = m.levels;
    expect(xOfOffset(m, frame, bid?.offset ?? 0)).toBeCloseTo(frame.left, 6);
    expect(xOfOffset(m, frame, ask?.offset ?? 0)).toBeCloseTo(frame.right, 6);
  });

  it('handles tiny prices with many decimals', () => {
    const m = model(
      [['0.00000012', '1000000.123456789']],
      [
        ['0.00000014', '5'],
        ['0.00000015', '5'],
      ],
    );
    expect(m.center).toBe('0.00000013');
    expect(m.half).toBeCloseTo(0.00000001, 15);
    expect(m.levels.map((l) => l.total)).toEqual(['1000000.123456789', '5']);
    expect(m.maxTotal).toBe('1000000.123456789');
  });
});

describe('steps', () => {
  it('steps down to the left for bids and up to the right for asks, ending at the range edge', () => {
    const m = model(bids, asks);
    const bid = stepPoints(m, frame, 'bid');
    const ask = stepPoints(m, frame, 'ask');
    // bids: from the best bid (x 99) outward, x falling and y (depth) rising
    expect(bid[0]?.[0]).toBeCloseTo(xOfOffset(m, frame, -1), 1);
    expect(bid[bid.length - 1]?.[0]).toBeCloseTo(frame.left, 1);
    for (let i = 1; i < bid.length; i++) expect((bid[i]?.[0] ?? 0) <= (bid[i - 1]?.[0] ?? 0)).toBe(true);
    for (let i = 1; i < ask.length; i++) expect((ask[i]?.[0] ?? 0) >= (ask[i - 1]?.[0] ?? 0)).toBe(true);
    // the deepest total reaches 90 % of the height
    expect(Math.min(...bid.map((p) => p[1]))).toBeCloseTo(frame.bottom - 0.9 * (frame.bottom - frame.top), 1);
    expect(linePath(ask).startsWith('M')).toBe(true);
    expect(areaPath(ask, frame).endsWith('Z')).toBe(true);
    expect(areaPath([], frame)).toBe('');
    expect(stepPoints(model(bids, []), frame, 'ask')).toEqual([]);
  });
});

describe('readouts', () => {
  const m = model(bids, asks);

  it('reads the step covering a price on each side', () => {
    // 98.5: the bid at 99 covers it (1); 97.5: the bids down to 98 (3)
    expect(m.levels[levelAtOffset(m, -1.5) ?? -1]?.total).toBe('1');
    expect(m.levels[levelAtOffset(m, -2.5) ?? -1]?.total).toBe('3');
    expect(m.levels[levelAtOffset(m, -3) ?? -1]?.total).toBe('6');
    expect(m.levels[levelAtOffset(m, 1.5) ?? -1]?.total).toBe('0.5');
    expect(m.levels[levelAtOffset(m, 3) ?? -1]?.total).toBe('4');
  });

  it('gives the pointer’s price with the pair’s decimals and the depth there', () => {
    const x = xOfOffset(m, frame, -2.5);
    expect(readoutAtX(m, frame, x, 2)).toMatchObject({ side: 'bid', price: '97.50', total: '3' });
  });

  it('snaps to the nearer best level in the spread', () => {
    expect(readoutAtX(m, frame, xOfOffset(m, frame, 0.6), 2)).toMatchObject({ side: 'ask', price: '101', total: '0.5' });
    expect(readoutAtX(m, frame, xOfOffset(m, frame, -0.2), 2)).toMatchObject({ side: 'bid', price: '99', total: '1' });
  });

  it('never reads a price below 0', () => {
    expect(priceAtOffset(model([['1', '1']], []), -5, 2)).toBe('0.00');
  });

  it('moves level by level with the arrow keys, starting beside the mid', () => {
    expect(stepLevel(m, undefined, 'ArrowLeft')).toBe(2);
    expect(stepLevel(m, undefined, 'ArrowRight')).toBe(3);
    expect(stepLevel(m, 3, 'ArrowRight')).toBe(4);
    expect(stepLevel(m, 0, 'ArrowLeft')).toBe(0);
    expect(stepLevel(m, 5, 'ArrowRight')).toBe(5);
    expect(stepLevel(m, 2, 'Home')).toBe(0);
    expect(stepLevel(m, 2, 'End')).toBe(5);
    expect(readoutAtLevel(m, frame, 4)).toMatchObject({ side: 'ask', price: '102', total: '2' });
    expect(readoutAtLevel(m, frame, 9)).toBeNull();
    const asksOnly = model([], asks);
    expect(stepLevel(asksOnly, undefined, 'ArrowLeft')).toBe(0);
  });

  it('finds the level again after the book moved', () => {
    const moved = model([['99', '2'], ...bids.slice(1)], asks);
    expect(findLevel(moved, 'bid', '98')).toBe(1);
    // 101 left the book: the nearest ask
    const without = model(bids, asks.slice(1));
    expect(without.levels[findLevel(without, 'ask', '101') ?? -1]?.price).toBe('102');
  });
});

describe('ticks', () => {
  it('labels both edges and the mid, and the depth at full and half height', () => {
    const m = model(bids, asks);
    expect(priceTicks(m, frame, 2).map((t) => t.price)).toEqual(['97.00', '100', '103.00']);
    expect(depthTicks(m, frame, 3).map((t) => t.total)).toEqual(['6', '3']);
    expect(depthTicks(model([['1', '0.001']], []), frame, 2).map((t) => t.total)).toEqual(['0.001', '0']);
  });
});
