import { describe, expect, it } from 'vitest';
import { currencyOf, moneyOutClosed, transferMode } from './withdraw-access';

describe('money-out access', () => {
  it('is closed only by a compliance rule whose menu holds withdraw', () => {
    expect(moneyOutClosed([])).toBe(false);
    expect(moneyOutClosed(['spot_trade', 'derivatives'])).toBe(false);
    expect(moneyOutClosed(['withdraw'])).toBe(true);
  });

  it('reads the currency segment and the transfer mode', () => {
    expect(currencyOf('usdt')).toBe('USDT');
    expect(currencyOf('C0041')).toBe('C0041');
    expect(currencyOf('US-DT')).toBeNull();
    expect(currencyOf('A'.repeat(17))).toBeNull();
    expect(transferMode('code')).toBe('code');
    expect(transferMode(['code'])).toBe('send');
    expect(transferMode(undefined)).toBe('send');
  });
});
