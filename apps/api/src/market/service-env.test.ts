import { describe, expect, it } from 'vitest';
import { marketOptionsFromEnv } from './service';

describe('marketOptionsFromEnv', () => {
  it('the house is on and quotes six pairs unwatched unless told otherwise', () => {
    expect(marketOptionsFromEnv({})).toMatchObject({ house: true, houseAlwaysPairs: 6 });
    expect(marketOptionsFromEnv({ MARKET_MAKER: 'off', MARKET_MAKER_PAIRS: '1' })).toMatchObject({ house: false, houseAlwaysPairs: 1 });
    expect(marketOptionsFromEnv({ MARKET_MAKER_PAIRS: '0' })).toMatchObject({ houseAlwaysPairs: 0 });
  });

  it('refuses what it cannot read, naming the variable', () => {
    expect(() => marketOptionsFromEnv({ MARKET_MAKER: 'sometimes' })).toThrow(/MARKET_MAKER must be on or off/);
    expect(() => marketOptionsFromEnv({ MARKET_MAKER_PAIRS: '41' })).toThrow(/MARKET_MAKER_PAIRS must be a whole number from 0 to 40/);
    expect(() => marketOptionsFromEnv({ MARKET_MAKER_PAIRS: '2.5' })).toThrow(/MARKET_MAKER_PAIRS/);
  });
});
