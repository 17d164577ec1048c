import { describe, expect, it } from 'vitest';
import { isTradePage, rowLink } from './trade-links';

const to = (path: string) => `/de${path}`;

describe('isTradePage', () => {
  it.each([
    ['/trade/BTC_USDT', true],
    ['/trade/BTC_USDT?tab=isolated_margin', true],
    ['/TRADE/btc_usdt', true],
    ['/%74rade/BTC_USDT', true],
    ['/%E0%A4%A', true],
    ['/trader', false],
    ['/price', false],
    ['/pilot/abc', false],
    ['/futures/USDT/BTC_USDT', false],
  ])('%s: %s', (path, want) => expect(isTradePage(path)).toBe(want));
});

describe('rowLink', () => {
  it('links every row while the trade page is linked', () => {
    expect(rowLink('/trade/BTC_USDT', true, to)).toBe('/de/trade/BTC_USDT');
  });

  it('drops the link of a trade row when it is not, and keeps the others', () => {
    expect(rowLink('/trade/BTC_USDT', false, to)).toBeUndefined();
    expect(rowLink('/pre-market/ABC', false, to)).toBe('/de/pre-market/ABC');
  });
});
