/** Seeded USD prices (a fixed reference snapshot; the market simulator moves them later). */
export const SEED_PRICES: readonly { asset: string; usd: string }[] = [
  { asset: 'BTC', usd: '60000' },
  { asset: 'ETH', usd: '3000' },
  { asset: 'USDT', usd: '1' },
  { asset: 'USDC', usd: '1' },
  { asset: 'GT', usd: '10' },
  { asset: 'BNB', usd: '580' },
  { asset: 'SOL', usd: '150' },
  { asset: 'XRP', usd: '0.52' },
  { asset: 'DOGE', usd: '0.15' },
  { asset: 'TRX', usd: '0.12' },
  { asset: 'ADA', usd: '0.45' },
  { asset: 'TON', usd: '6.8' },
  { asset: 'LTC', usd: '80' },
  { asset: 'DOT', usd: '7' },
  { asset: 'LINK', usd: '14' },
];
