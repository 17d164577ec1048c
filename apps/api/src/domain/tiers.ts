import type { UserTier } from '@exchange/contract/usercenter';

export interface VipTier {
  level: number;
  /** 30-day trading volume (USD) that reaches this level together with gtMin GT held */
  volumeUsd: number;
  /** GT holding required alongside the volume */
  gtMin: number;
  /** GT holding that reaches this level on its own */
  gtOnly: number;
  /** total assets (USD) that reach this level on their own */
  assetOnlyUsd: number;
}

/** The reference VIP table, levels 0..16 (the reference API's own numbers; the spec does not give any). */
export const VIP_TIERS: readonly VipTier[] = [
  { level: 0, volumeUsd: 0, gtMin: 0, gtOnly: 0, assetOnlyUsd: 0 },
  { level: 1, volumeUsd: 100_000, gtMin: 0, gtOnly: 500, assetOnlyUsd: 50_000 },
  { level: 2, volumeUsd: 1_000_000, gtMin: 200, gtOnly: 2_000, assetOnlyUsd: 200_000 },
  { level: 3, volumeUsd: 3_000_000, gtMin: 500, gtOnly: 5_000, assetOnlyUsd: 500_000 },
  { level: 4, volumeUsd: 7_500_000, gtMin: 1_000, gtOnly: 10_000, assetOnlyUsd: 1_000_000 },
  { level: 5, volumeUsd: 15_000_000, gtMin: 2_000, gtOnly: 20_000, assetOnlyUsd: 2_000_000 },
  { level: 6, volumeUsd: 30_000_000, gtMin: 3_000, gtOnly: 30_000, assetOnlyUsd: 3_000_000 },
  { level: 7, volumeUsd: 60_000_000, gtMin: 4_000, gtOnly: 40_000, assetOnlyUsd: 4_000_000 },
  { level: 8, volumeUsd: 100_000_000, gtMin: 5_000, gtOnly: 50_000, assetOnlyUsd: 5_000_000 },
  { level: 9, volumeUsd: 150_000_000, gtMin: 7_000, gtOnly: 70_000, assetOnlyUsd: 7_500_000 },
  { level: 10, volumeUsd: 250_000_000, gtMin: 10_000, gtOnly: 100_000, assetOnlyUsd: 10_000_000 },
  { level: 11, volumeUsd: 400_000_000, gtMin: 15_000, gtOnly: 150_000, assetOnlyUsd: 15_000_000 },
  { level: 12, volumeUsd: 600_000_000, gtMin: 20_000, gtOnly: 200_000, assetOnlyUsd: 20_000_000 },
  { level: 13, volumeUsd: 800_000_000, gtMin: 30_000, gtOnly: 300_000, assetOnlyUsd: 30_000_000 },
  { level: 14, volumeUsd: 1_000_000_000, gtMin: 40_000, gtOnly: 400_000, assetOnlyUsd: 40_000_000 },
  { level: 15, volumeUsd: 1_500_000_000, gtMin: 50_000, gtOnly: 500_000, assetOnlyUsd: 50_000_000 },
  { level: 16, volumeUsd: 2_500_000_000, gtMin: 60_000, gtOnly: 600_000, assetOnlyUsd: 60_000_000 },
];

export const MAX_VIP_LEVEL = VIP_TIERS.length - 1;

export interface TierInput {
  vipLevel: number;
  /** 30-day volume in USD, as stored (a decimal string) */
  volume30d: string;
  currFiat: string;
  /** units of currFiat per USD */
  fiatRate: number;
}

function money(value: number): string {
  return value.toFixed(2);
}

/**
 * The tier answer: the stored level, the 30-day volume, and the next level's thresholds with
 * progress as the percent of the next level's volume threshold reached (100 at the top level).
 */
export function computeTier({ vipLevel, volume30d, currFiat, fiatRate }: TierInput): UserTier {
  const level = Math.min(Math.max(0, Math.trunc(vipLevel)), MAX_VIP_LEVEL);
  const volume = Number(volume30d);
  const safeVolume = Number.isFinite(volume) && volume > 0 ? volume : 0;
  const next = VIP_TIERS[level + 1];
  const progress = next ? Math.min(100, Math.floor((safeVolume / next.volumeUsd) * 10_000) / 100) : 100;
  return {
    tier_level: level,
    tier_all_trade_usdt: money(safeVolume),
    tier_next_progress: progress,
    tier_next_usdt: next ? String(next.volumeUsd) : '0',
    tier_next_fiat: next ? money(next.volumeUsd * fiatRate) : '0',
    curr_fiat: currFiat,
    tier_next_gt_min: next ? String(next.gtMin) : '0',
    tier_next_gt_only: next ? String(next.gtOnly) : '0',
    tier_next_asset_only_usd: next ? String(next.assetOnlyUsd) : '0',
  };
}

/**
 * Spot fee rates per VIP level, as fractions of what a fill gives the order (docs/MATCHING.md): a
 * maker (whose order rested) pays less than a taker (whose order met it). The reference API's own
 * schedule, falling with the level; the top level's maker pays nothing.
 */
export const SPOT_FEES: readonly { readonly maker: string; readonly taker: string }[] = [
  { maker: '0.002', taker: '0.002' },
  { maker: '0.00185', taker: '0.00195' },
  { maker: '0.00175', taker: '0.0019' },
  { maker: '0.00165', taker: '0.00185' },
  { maker: '0.00155', taker: '0.0018' },
  { maker: '0.0014', taker: '0.0017' },
  { maker: '0.0012', taker: '0.0016' },
  { maker: '0.001', taker: '0.0015' },
  { maker: '0.0009', taker: '0.0014' },
  { maker: '0.0008', taker: '0.0013' },
  { maker: '0.0007', taker: '0.0012' },
  { maker: '0.0006', taker: '0.0011' },
  { maker: '0.0005', taker: '0.001' },
  { maker: '0.0004', taker: '0.0009' },
  { maker: '0.0003', taker: '0.0008' },
  { maker: '0.0002', taker: '0.0007' },
  { maker: '0', taker: '0.0006' },
];

/** The spot fee rates of a VIP level (clamped to the table). */
export function spotFeesOf(vipLevel: number): { readonly maker: string; readonly taker: string } {
  const level = Math.min(Math.max(0, Math.trunc(vipLevel)), SPOT_FEES.length - 1);
  return SPOT_FEES[level] ?? { maker: '0.002', taker: '0.002' };
}
