import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, callFilters, csvHref, daySeconds, filterFromQuery, formatSigned, pageCount, queryOf, signed, statementQuery } from './statement-rules';

describe('statement filters ⇄ query', () => {
  it('reads a query and writes it back, defaults left out', () => {
    const filter = filterFromQuery(new URLSearchParams('type=fee&currency=usdt&from=2026-01-01&to=2026-01-31&page=3'));
    expect(filter).toEqual({ type: 'fee', currency: 'USDT', from: '2026-01-01', to: '2026-01-31', page: 3 });
    expect(queryOf(filter)).toBe('?type=fee&currency=USDT&from=2026-01-01&to=2026-01-31&page=3');
    expect(filterFromQuery(new URLSearchParams(queryOf(filter).slice(1)))).toEqual(filter);
    expect(queryOf(EMPTY_FILTER)).toBe('');
    expect(queryOf({ ...EMPTY_FILTER, page: 1, currency: 'BTC' })).toBe('?currency=BTC');
  });

  it('leaves what it does not understand at its default; takes a page’s repeated values’ first', () => {
    expect(filterFromQuery({ type: 'payout', currency: 'US DT', from: '2026-02-30', to: 'yesterday', page: '0' })).toEqual(EMPTY_FILTER);
    expect(filterFromQuery({ page: '1.5' }).page).toBe(1);
    expect(filterFromQuery({ page: '100001' }).page).toBe(1);
    expect(filterFromQuery({ type: ['trade', 'fee'], currency: undefined })).toEqual({ ...EMPTY_FILTER, type: 'trade' });
  });

  it('asks the call for whole UTC days: from the first day’s start to the start of the day after the last', () => {
    expect(daySeconds('2026-01-01')).toBe(Date.UTC(2026, 0, 1) / 1000);
    expect(daySeconds('2026-13-01')).toBeUndefined();
    const filter = { ...EMPTY_FILTER, from: '2026-01-01', to: '2026-01-01', currency: 'BTC', page: 2 };
    expect(callFilters(filter)).toEqual({ currency: 'BTC', from: String(Date.UTC(2026, 0, 1) / 1000), to: String(Date.UTC(2026, 0, 2) / 1000) });
    expect(statementQuery(filter)).toMatchObject({ page: '2', size: '20' });
    expect(csvHref(EMPTY_FILTER)).toBe('/apiw/v2/wallet/statement/csv');
    expect(csvHref({ ...filter, type: 'deposit' })).toBe(`/apiw/v2/wallet/statement/csv?type=deposit&currency=BTC&from=1767225600&to=1767312000`);
  });

  it('counts pages', () => {
    expect([pageCount(0), pageCount(20), pageCount(21)]).toEqual([1, 1, 2]);
  });
});

describe('signed amounts', () => {
  it('writes the sign as text, on the decimal text (never a float)', () => {
    expect(signed('-0.1')).toEqual({ sign: '−', magnitude: '0.1' });
    expect(signed('12.5')).toEqual({ sign: '+', magnitude: '12.5' });
    expect(signed('0')).toEqual({ sign: '', magnitude: '0' });
    expect(signed('-0.000')).toEqual({ sign: '', magnitude: '0' });
    expect(formatSigned('-1234.000000000000000001', 'en')).toBe('−1,234.000000000000000001');
    expect(formatSigned('1000.5', 'de')).toBe('+1.000,5');
    expect(formatSigned('0', 'en')).toBe('0');
  });
});
