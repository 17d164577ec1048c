import { describe, expect, it } from 'vitest';
import { currencyNetwork, NETWORKS, networkById, networksOf } from './networks';

describe('networks', () => {
  it('lists the issue networks with their rules', () => {
    expect(NETWORKS.map((n) => n.id)).toEqual(['ETH', 'TRX', 'BSC', 'SOL', 'BTC', 'ARB', 'XRP', 'TON']);
    expect(networkById('XRP')).toMatchObject({ memo: 'required', memoName: 'tag' });
    expect(networkById('TON')).toMatchObject({ memo: 'required', memoName: 'comment' });
    expect(networkById('ETH')).toMatchObject({ memo: 'none', addressKind: 'evm' });
    expect(networkById('eth')).toBeUndefined();
    for (const n of NETWORKS) {
      expect(n.confirmations).toBeGreaterThan(0);
      expect(n.blockSeconds).toBeGreaterThanOrEqual(1);
      expect(n.blockSeconds).toBeLessThanOrEqual(3);
    }
  });

  it('gives each currency its networks', () => {
    const ids = (c: string): string[] => networksOf(c).map((n) => n.network.id);
    expect(ids('USDT')).toEqual(['ETH', 'TRX', 'BSC', 'SOL', 'TON']);
    expect(ids('BTC')).toEqual(['BTC']);
    expect(ids('ETH')).toEqual(['ETH', 'ARB']);
    expect(ids('SOL')).toEqual(['SOL']);
    expect(ids('XRP')).toEqual(['XRP']);
    expect(ids('TRX')).toEqual(['TRX']);
    expect(ids('BNB')).toEqual(['BSC']);
    // every other listed code travels as an ERC20 token
    expect(ids('C0041')).toEqual(['ETH']);
    expect(ids('DOGE')).toEqual(['ETH']);
    expect(ids('usdt')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('keeps amounts as decimal text with the currency on each entry', () => {
    const u = currencyNetwork('USDT', 'TRX');
    expect(u).toMatchObject({ currency: 'USDT', minDeposit: '1', minWithdraw: '10', withdrawFee: '1', decimals: 6 });
    expect(currencyNetwork('BTC', 'ETH')).toBeUndefined();
    for (const c of ['USDT', 'BTC', 'ETH', 'C0041']) {
      for (const n of networksOf(c)) {
        for (const v of [n.minDeposit, n.minWithdraw, n.withdrawFee]) expect(v).toMatch(/^\d+(\.\d+)?$/);
      }
    }
  });
});
