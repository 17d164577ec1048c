import { describe, expect, it } from 'vitest';
import type { BookEvent } from '../../domain/trading/events';
import { BookAssembler, mergeChange, type BookChange, type BookRun } from './bookRuns';

const part = (seq: number, last: boolean, bids: [string, string][] = [], asks: [string, string][] = [], pair = 'BTC_USDT'): BookEvent => ({
  pair,
  seq,
  t: 1000 + seq,
  last,
  bids,
  asks,
  trades: [],
});

const change = (seq: number, bids: [string, string][] = [], asks: [string, string][] = []): BookChange => ({ pair: 'BTC_USDT', seq, t: seq, bids, asks });

describe('BookAssembler', () => {
  it('makes a change whole when its last part arrives, levels in order', () => {
    const a = new BookAssembler();
    expect(a.add(part(1, false, [['10', '1']]))).toBeNull();
    expect(a.last('BTC_USDT')).toBe(0);
    expect(a.add(part(1, true, [['9', '2']], [['11', '3']]))).toEqual({
      pair: 'BTC_USDT',
      seq: 1,
      t: 1001,
      bids: [
        ['10', '1'],
        ['9', '2'],
      ],
      asks: [['11', '3']],
    });
    expect(a.last('BTC_USDT')).toBe(1);
    expect(a.last('ETH_USDT')).toBe(0);
  });

  it('ignores a repeat and drops a change whose last part never came', () => {
    const a = new BookAssembler();
    a.add(part(4, true));
    expect(a.isFresh(part(4, true))).toBe(false);
    expect(a.add(part(4, true, [['1', '1']]))).toBeNull();
    expect(a.add(part(3, true))).toBeNull();
    // seq 5 lost its last part: seq 6's levels never carry 5's
    expect(a.add(part(5, false, [['5', '5']]))).toBeNull();
    expect(a.add(part(6, true, [['6', '6']]))).toMatchObject({ seq: 6, bids: [['6', '6']] });
    expect(a.last('BTC_USDT')).toBe(6);
  });

  it('keeps pairs apart', () => {
    const a = new BookAssembler();
    a.add(part(1, false, [['1', '1']], [], 'ETH_USDT'));
    expect(a.add(part(7, true, [['2', '2']]))).toMatchObject({ pair: 'BTC_USDT', seq: 7 });
    expect(a.add(part(1, true, [['3', '3']], [], 'ETH_USDT'))).toMatchObject({
      pair: 'ETH_USDT',
      bids: [
        ['1', '1'],
        ['3', '3'],
      ],
    });
  });
});

describe('mergeChange', () => {
  it('merges consecutive ids into one run, a later amount replacing an earlier', () => {
    const runs: BookRun[] = [];
    mergeChange(runs, change(5, [['10', '1']], [['11', '1']]));
    mergeChange(
      runs,
      change(6, [
        ['10', '0'],
        ['9', '2'],
      ]),
    );
    mergeChange(runs, change(7, [], [['11', '4']]));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ U: 5, u: 7, t: 7 });
    expect([...(runs[0]?.bids ?? [])]).toEqual([
      ['10', '0'],
      ['9', '2'],
    ]);
    expect([...(runs[0]?.asks ?? [])]).toEqual([['11', '4']]);
  });

  it('never merges across a gap', () => {
    const runs: BookRun[] = [];
    mergeChange(runs, change(1, [['10', '1']]));
    mergeChange(runs, change(3, [['10', '2']]));
    expect(runs.map((r) => [r.U, r.u, [...r.bids]])).toEqual([
      [1, 1, [['10', '1']]],
      [3, 3, [['10', '2']]],
    ]);
  });
});
