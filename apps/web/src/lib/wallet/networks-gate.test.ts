import { describe, expect, it } from 'vitest';
import { depositCurrencyGate, depositCurrencyOfPath } from './networks-gate';

const page = (path: string) => ({ kind: 'page' as const, locale: 'en' as const, path });

describe('depositCurrencyGate', () => {
  it('reads the currency of a deposit page only, in upper case', () => {
    expect(depositCurrencyOfPath('/myaccount/deposit/usdt')).toBe('USDT');
    expect(depositCurrencyOfPath('/myaccount/deposit/BTC/')).toBe('BTC');
    expect(depositCurrencyOfPath('/myaccount/deposit')).toBeUndefined();
    expect(depositCurrencyOfPath('/myaccount/deposit_gatecode')).toBeUndefined();
    expect(depositCurrencyOfPath('/trade/BTC_USDT')).toBeUndefined();
  });

  it('makes an unlisted currency the 404 page and lets every other outcome render', async () => {
    const asked: string[] = [];
    const read = (status: number) => async (currency: string) => {
      asked.push(currency);
      return status;
    };
    expect(await depositCurrencyGate(page('/myaccount/deposit/nope'), read(404))).toEqual({ kind: 'notFound', locale: 'en', path: '/myaccount/deposit/nope' });
    expect(await depositCurrencyGate(page('/myaccount/deposit/USDT'), read(200))).toEqual(page('/myaccount/deposit/USDT'));
    // no answer, or a failure: the page decides
    expect(await depositCurrencyGate(page('/myaccount/deposit/USDT'), read(0))).toEqual(page('/myaccount/deposit/USDT'));
    expect(await depositCurrencyGate(page('/myaccount/deposit/USDT'), read(503))).toEqual(page('/myaccount/deposit/USDT'));
    expect(asked).toEqual(['NOPE', 'USDT', 'USDT', 'USDT']);
    // other pages ask nothing
    expect(await depositCurrencyGate(page('/price'), read(404))).toEqual(page('/price'));
    expect(asked).toHaveLength(4);
  });
});
