import type { UserTier } from '@exchange/contract/usercenter';

/** VIP level colour bands: 0-2, 3-5, 6-8, 9-11, 12-14, 15-17, 18-20 → 0..6. */
export function vipBand(level: number): number {
  const safe = Number.isFinite(level) && level > 0 ? Math.floor(level) : 0;
  return Math.min(6, Math.floor(safe / 3));
}

/** What the tier badge and its progress show, from get_user_tier (spec doc 1 §2: tier 0 when missing). */
export interface TierView {
  readonly level: number;
  readonly band: number;
  /** the next level, or null at the top (nothing left to reach) */
  readonly nextLevel: number | null;
  /** progress to the next level, a whole percent 0–100 */
  readonly percent: number;
}

export function tierView(tier: Pick<UserTier, 'tier_level' | 'tier_next_progress' | 'tier_next_usdt'>): TierView {
  const level = Number.isFinite(tier.tier_level) && tier.tier_level > 0 ? Math.floor(tier.tier_level) : 0;
  const progress = Number.isFinite(tier.tier_next_progress) ? tier.tier_next_progress : 0;
  const top = progress >= 100 && Number(tier.tier_next_usdt) === 0;
  return { level, band: vipBand(level), nextLevel: top ? null : level + 1, percent: Math.min(100, Math.max(0, Math.round(progress))) };
}
