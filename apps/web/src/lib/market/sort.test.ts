import { describe, expect, it } from 'vitest';
import { marketRow } from './row-fixture';
import type { MarketRow } from './rows';
import { ariaSort, nextSort, sortRows } from './sort';

const row = (id: string, rate: string, change: string, volume: string): MarketRow => marketRow(id, { quote: 'USDT', rate, change, volume });

const ROWS = [row('A', '10', '1.5', '100'), row('B', '2', '-3', '5000'), row('C', '', '', ''), row('D', '300', '1.5', '20')];
const ids = (rows: readonly MarketRow[]) => rows.map((r) => r.id).join('');

describe('sortRows', () => {
  it('keeps the list order without a sort', () => {
    expect(ids(sortRows(ROWS, null))).toBe('ABCD');
  });
  it('sorts by price, change and volume both ways, numerically', () => {
    expect(ids(sortRows(ROWS, { key: 'price', dir: 'desc' }))).toBe('DABC');
    expect(ids(sortRows(ROWS, { key: 'price', dir: 'asc' }))).toBe('BADC');
    expect(ids(sortRows(ROWS, { key: 'volume', dir: 'desc' }))).toBe('BADC');
  });
  it('is stable on ties and puts rows without a value last either way', () => {
    expect(ids(sortRows(ROWS, { key: 'change', dir: 'desc' }))).toBe('ADBC');
    expect(ids(sortRows(ROWS, { key: 'change', dir: 'asc' }))).toBe('BADC');
  });
  it('does not change the rows it was given', () => {
    const input = [...ROWS];
    sortRows(input, { key: 'price', dir: 'asc' });
    expect(ids(input)).toBe('ABCD');
  });
});

describe('nextSort and ariaSort', () => {
  it('cycles descending, ascending, none on one column and restarts on another', () => {
    const first = nextSort(null, 'price');
    expect(first).toEqual({ key: 'price', dir: 'desc' });
    const second = nextSort(first, 'price');
    expect(second).toEqual({ key: 'price', dir: 'asc' });
    expect(nextSort(second, 'price')).toBeNull();
    expect(nextSort(second, 'volume')).toEqual({ key: 'volume', dir: 'desc' });
  });
  it('names the sorted column only', () => {
    expect(ariaSort({ key: 'change', dir: 'asc' }, 'change')).toBe('ascending');
    expect(ariaSort({ key: 'change', dir: 'desc' }, 'change')).toBe('descending');
    expect(ariaSort({ key: 'change', dir: 'desc' }, 'price')).toBe('none');
    expect(ariaSort(null, 'price')).toBe('none');
  });
});
