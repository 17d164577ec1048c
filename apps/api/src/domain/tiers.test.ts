import { describe, expect, it } from 'vitest';
import { userTierSchema } from '@exchange/contract/usercenter';
import { computeTier, MAX_VIP_LEVEL, VIP_TIERS } from './tiers';

describe('VIP table', () => {
  it('has levels 0..16 with strictly rising volume thresholds', () => {
    expect(VIP_TIERS.map((t) => t.level)).toEqual(Array.from({ length: 17 }, (_, i) => i));
    for (let i = 1; i < VIP_TIERS.length; i += 1) {
      expect(VIP_TIERS[i]!.volumeUsd).toBeGreaterThan(VIP_TIERS[i - 1]!.volumeUsd);
    }
  });
});

describe('computeTier', () => {
  it('reports progress toward the next level as a percent of its volume threshold', () => {
    const tier = computeTier({ vipLevel: 3, volume30d: '3750000', currFiat: 'EUR', fiatRate: 0.5 });
    expect(tier.tier_level).toBe(3);
    expect(tier.tier_next_usdt).toBe('7500000');
    expect(tier.tier_next_progress).toBe(50);
    expect(tier.tier_next_fiat).toBe('3750000.00');
    expect(tier.tier_all_trade_usdt).toBe('3750000.00');
    expect(userTierSchema.parse(tier)).toEqual(tier);
  });

  it('caps progress at 100 and reports no next level at the top', () => {
    expect(computeTier({ vipLevel: 0, volume30d: '999999999', currFiat: 'USD', fiatRate: 1 }).tier_next_progress).toBe(100);
    const top = computeTier({ vipLevel: MAX_VIP_LEVEL, volume30d: '1', currFiat: 'USD', fiatRate: 1 });
    expect(top.tier_next_progress).toBe(100);
    expect(top.tier_next_usdt).toBe('0');
  });
});
