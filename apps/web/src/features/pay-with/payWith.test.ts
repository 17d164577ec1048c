import { describe, expect, it } from 'vitest';
import { filterFiats } from './payWith';

const list = [
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'TRY', symbol: '₺' },
  { code: 'AUD', symbol: 'A$' },
];

describe('pay-with', () => {
  it('filters by code or symbol, case-insensitively; an empty query keeps all', () => {
    expect(filterFiats(list, '').map((f) => f.code)).toEqual(['USD', 'EUR', 'TRY', 'AUD']);
    expect(filterFiats(list, 'u').map((f) => f.code)).toEqual(['USD', 'EUR', 'AUD']);
    expect(filterFiats(list, ' try ').map((f) => f.code)).toEqual(['TRY']);
    expect(filterFiats(list, '€').map((f) => f.code)).toEqual(['EUR']);
    expect(filterFiats(list, 'xyz')).toEqual([]);
  });
});
