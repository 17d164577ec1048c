import { describe, expect, it } from 'vitest';
import { applyLevels, bucketOf, cumulativeOf, depthRows, groupLevels, groupStep, sideOf, sortedLevels, touchOf, updateVerdict } from './book-levels';
import { parseDecimal, toText } from '@exchange/decimal/dec';

const dec = (text: string) => parseDecimal(text)!;

describe('updateVerdict (Gate: drop u ≤ id; first U ≤ id+1 ≤ u; then U = id + 1)', () => {
  it.each([
    [100, true, 90, 100, 'stale'],
    [100, true, 95, 101, 'apply'],
    [100, true, 101, 105, 'apply'],
    [100, true, 102, 105, 'gap'],
    [100, false, 101, 101, 'apply'],
    [100, false, 99, 103, 'gap'],
    [100, false, 103, 104, 'gap'],
    [100, false, 50, 99, 'stale'],
  ] as const)('id %i, first %s, U %i, u %i: %s', (id, first, U, u, verdict) => {
    expect(updateVerdict(id, first, U, u)).toBe(verdict);
  });
});

describe('a side', () => {
  it('keeps canonical prices, sets absolute amounts and drops a level at 0', () => {
    const side = sideOf([
      ['100.50', '1.0'],
      ['101', '2'],
      ['99', '0'],
    ]);
    expect([...side]).toEqual([
      ['100.5', '1'],
      ['101', '2'],
    ]);
    applyLevels(side, [
      ['100.5', '0'],
      ['101.00', '3.5'],
      ['bad', '1'],
    ]);
    expect([...side]).toEqual([['101', '3.5']]);
  });

  it('sorts bids highest first and asks lowest first, by value not text', () => {
    const side = sideOf([
      ['9.5', '1'],
      ['10', '1'],
      ['100', '1'],
    ]);
    expect(sortedLevels(side, 'bids').map(([p]) => p)).toEqual(['100', '10', '9.5']);
    expect(sortedLevels(side, 'asks', 2).map(([p]) => p)).toEqual(['9.5', '10']);
  });
});

describe('grouping by tick × factor', () => {
  it('has steps of tick × 1, 10, 100, 1000', () => {
    expect(toText(groupStep(2, 1))).toBe('0.01');
    expect(toText(groupStep(2, 10))).toBe('0.1');
    expect(toText(groupStep(2, 1000))).toBe('10');
    expect(toText(groupStep(0, 100))).toBe('100');
  });

  it('rounds bids down and asks up; a price on the grid stays', () => {
    const step = dec('0.1');
    expect(toText(bucketOf(dec('100.27'), step, 'bids'))).toBe('100.2');
    expect(toText(bucketOf(dec('100.27'), step, 'asks'))).toBe('100.3');
    expect(toText(bucketOf(dec('100.30'), step, 'asks'))).toBe('100.3');
    expect(toText(bucketOf(dec('100.3'), dec('10'), 'bids'))).toBe('100');
  });

  it('sums amounts per bucket, best first, prices with the step’s decimals', () => {
    const bids = [
      ['100.27', '1'],
      ['100.21', '0.5'],
      ['100.19', '2'],
    ] as const;
    expect(
      groupLevels(
        bids.map(([p, a]) => [p, a]),
        dec('0.1'),
        'bids',
      ),
    ).toEqual([
      ['100.2', '1.5'],
      ['100.1', '2'],
    ]);
    const asks = [
      ['100.31', '1'],
      ['100.39', '0.25'],
      ['100.41', '1'],
    ] as const;
    expect(
      groupLevels(
        asks.map(([p, a]) => [p, a]),
        dec('0.1'),
        'asks',
      ),
    ).toEqual([
      ['100.4', '1.25'],
      ['100.5', '1'],
    ]);
    expect(groupLevels([['100.27', '1']], dec('0.01'), 'bids')).toEqual([['100.27', '1']]);
  });
});

describe('depth', () => {
  it('sums exactly (no floating-point drift)', () => {
    expect(
      cumulativeOf([
        ['1', '0.1'],
        ['2', '0.2'],
        ['3', '0.3'],
      ]),
    ).toEqual(['0.1', '0.3', '0.6']);
  });

  it('measures both sides against the larger total, cut to the rows shown', () => {
    const rows = depthRows(
      [
        ['10', '1'],
        ['9', '1'],
        ['8', '100'],
      ],
      [
        ['11', '0.5'],
        ['12', '3.5'],
      ],
      2,
    );
    expect(rows.bids.map((r) => [r.cumulative, r.share])).toEqual([
      ['1', 0.25],
      ['2', 0.5],
    ]);
    expect(rows.asks.map((r) => [r.cumulative, r.share])).toEqual([
      ['0.5', 0.125],
      ['4', 1],
    ]);
    expect(depthRows([], [], 5)).toEqual({ bids: [], asks: [] });
  });

  it('tells best bid and ask, spread and mid exactly; nothing where a side is empty', () => {
    expect(touchOf([['100.1', '1']], [['100.4', '1']])).toEqual({ bid: '100.1', ask: '100.4', spread: '0.3', mid: '100.25' });
    expect(touchOf([], [['5', '1']])).toEqual({ bid: undefined, ask: '5', spread: undefined, mid: undefined });
  });
});
