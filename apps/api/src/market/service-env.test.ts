import { describe, expect, it } from 'vitest';
import { marketOptionsFromEnv } from './service';

describe('marketOptionsFromEnv', () => {
  it('the house is on and quotes six pairs unwatched unless told otherwise', () => {
    expect(marketOptionsFromEnv({})).toMatchObject({ house: true, houseAlwaysPairs: 6 });
    expect(marketOptionsFromEnv({ MARKET_MAKER: 'off', MARKET_MAKER_PAIRS: '1' })).toMatchObject({ house: false, houseAlwaysPairs: 1 });
    expect(marketOptionsFromEnv({ MARKET_MAKER_PAIRS: '0' })).toMatchObject({ houseAlwaysPairs: 0 });
  });

  it('withdrawals stay pending 10 s and processing 5 s unless WITHDRAWAL_PENDING_MS / WITHDRAWAL_PROCESSING_MS say otherwise', () => {
    expect(marketOptionsFromEnv({}).withdrawalTimings).toEqual({ pendingMs: 10_000, processingMs: 5_000, batch: 50 });
    expect(marketOptionsFromEnv({ WITHDRAWAL_PENDING_MS: '2000', WITHDRAWAL_PROCESSING_MS: '0' }).withdrawalTimings).toEqual({
      pendingMs: 2_000,
      processingMs: 0,
      batch: 50,
    });
  });

  it('refuses what it cannot read, naming the variable', () => {
    expect(() => marketOptionsFromEnv({ MARKET_MAKER: 'sometimes' })).toThrow(/MARKET_MAKER must be on or off/);
    expect(() => marketOptionsFromEnv({ MARKET_MAKER_PAIRS: '41' })).toThrow(/MARKET_MAKER_PAIRS must be a whole number from 0 to 40/);
    expect(() => marketOptionsFromEnv({ MARKET_MAKER_PAIRS: '2.5' })).toThrow(/MARKET_MAKER_PAIRS/);
    expect(() => marketOptionsFromEnv({ WITHDRAWAL_PENDING_MS: '-1' })).toThrow(/WITHDRAWAL_PENDING_MS must be a whole number from 0 to 600000/);
    expect(() => marketOptionsFromEnv({ WITHDRAWAL_PROCESSING_MS: 'soon' })).toThrow(/WITHDRAWAL_PROCESSING_MS/);
  });
});
