import { describe, expect, it } from 'vitest';
import { pairInfo } from '@exchange/contract/trade-fixture';
import { decidePair, needsMarketList, parsePairSegment, tradePairOfPath, tradePath } from './trade-pair';

const info = pairInfo();

describe('parsePairSegment', () => {
  it('reads BASE_QUOTE', () => {
    expect(parsePairSegment('BTC_USDT')).toEqual({ pair: 'BTC_USDT', base: 'BTC', quote: 'USDT' });
    expect(parsePairSegment('1INCH_ETH')).toEqual({ pair: '1INCH_ETH', base: '1INCH', quote: 'ETH' });
  });

  it('forgives letter case', () => {
    expect(parsePairSegment('btc_usdt')).toEqual({ pair: 'BTC_USDT', base: 'BTC', quote: 'USDT' });
  });

  it.each(['BTCUSDT', 'BTC_', '_USDT', 'BTC_USDT_X', 'BTC-USDT', 'BTC_US DT', 'BTC%5FUSDT', `${'A'.repeat(17)}_USDT`, '', '[pair]'])(
    'refuses %j',
    (segment) => {
      expect(parsePairSegment(segment)).toBeUndefined();
    },
  );

  it('builds the page path', () => {
    expect(tradePath('ETH_BTC')).toBe('/trade/ETH_BTC');
  });
});

describe('decidePair', () => {
  it('renders with the rules pair_info answered', () => {
    expect(decidePair('BTC_USDT', { ok: true, info }, undefined)).toEqual({ kind: 'listed', info });
    expect(needsMarketList({ ok: true, info })).toBe(false);
  });

  it('is the 404 page when pair_info answers 404, whatever the market list says', () => {
    expect(decidePair('FOO_USDT', { ok: false, status: 404 }, ['FOO_USDT'])).toEqual({ kind: 'unknown' });
    expect(needsMarketList({ ok: false, status: 404 })).toBe(false);
  });

  it('asks the market list when pair_info failed otherwise', () => {
    expect(needsMarketList({ ok: false, status: 0 })).toBe(true);
    expect(needsMarketList({ ok: false, status: 500 })).toBe(true);
    expect(needsMarketList({ ok: true, info: null })).toBe(true);
    expect(decidePair('BTC_USDT', { ok: false, status: 500 }, ['ETH_USDT', 'BTC_USDT'])).toEqual({ kind: 'listed', info: null });
    expect(decidePair('FOO_USDT', { ok: false, status: 0 }, ['ETH_USDT', 'BTC_USDT'])).toEqual({ kind: 'unknown' });
  });

  it('renders without rules when neither call could tell', () => {
    expect(decidePair('FOO_USDT', { ok: false, status: 0 }, [])).toEqual({ kind: 'listed', info: null });
    expect(decidePair('FOO_USDT', { ok: false, status: 502 }, undefined)).toEqual({ kind: 'listed', info: null });
  });
});

describe('tradePairOfPath', () => {
  it('names the pair of a trade page path', () => {
    expect(tradePairOfPath('/trade/BTC_USDT')).toEqual({ pair: 'BTC_USDT', base: 'BTC', quote: 'USDT' });
    expect(tradePairOfPath('/trade/eth_btc/')).toEqual({ pair: 'ETH_BTC', base: 'ETH', quote: 'BTC' });
  });

  it.each(['/trade', '/trade/', '/trade/BTCUSDT', '/trade/BTC_USDT/x', '/price', '/futures/usdt/BTC_USDT'])('is undefined for %s', (path) => {
    expect(tradePairOfPath(path)).toBeUndefined();
  });
});
