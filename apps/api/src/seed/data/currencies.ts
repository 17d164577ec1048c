/** How many currencies the seed lists (the spec's currency_count default). */
export const SEED_CURRENCY_COUNT = 2700;

/** Real majors in rough market-cap order (also the first market coins, markets.ts). */
export const MAJORS: readonly (readonly [string, string])[] = [
  ['BTC', 'Bitcoin'],
  ['ETH', 'Ethereum'],
  ['USDT', 'Tether'],
  ['USDC', 'USD Coin'],
  ['GT', 'GateToken'],
  ['BNB', 'BNB'],
  ['SOL', 'Solana'],
  ['XRP', 'XRP'],
  ['DOGE', 'Dogecoin'],
  ['TRX', 'TRON'],
  ['ADA', 'Cardano'],
  ['TON', 'Toncoin'],
  ['LTC', 'Litecoin'],
  ['DOT', 'Polkadot'],
  ['LINK', 'Chainlink'],
  ['AVAX', 'Avalanche'],
  ['SHIB', 'Shiba Inu'],
  ['BCH', 'Bitcoin Cash'],
  ['XLM', 'Stellar'],
  ['ATOM', 'Cosmos'],
  ['UNI', 'Uniswap'],
  ['ETC', 'Ethereum Classic'],
  ['FIL', 'Filecoin'],
  ['APT', 'Aptos'],
  ['ARB', 'Arbitrum'],
  ['OP', 'Optimism'],
  ['NEAR', 'NEAR Protocol'],
  ['ICP', 'Internet Computer'],
  ['PEPE', 'Pepe'],
  ['SUI', 'Sui'],
  ['AAVE', 'Aave'],
  ['MKR', 'Maker'],
  ['ALGO', 'Algorand'],
  ['HBAR', 'Hedera'],
  ['VET', 'VeChain'],
  ['SAND', 'The Sandbox'],
  ['MANA', 'Decentraland'],
  ['AXS', 'Axie Infinity'],
  ['EOS', 'EOS'],
  ['XTZ', 'Tezos'],
];

/**
 * The seeded currency list: real majors first, then generated codes `C0041`… up to
 * SEED_CURRENCY_COUNT. Deterministic, so seeding twice yields the same rows.
 */
export function seedCurrencies(): { code: string; name: string }[] {
  const rows = MAJORS.map(([code, name]) => ({ code, name }));
  for (let n = rows.length + 1; rows.length < SEED_CURRENCY_COUNT; n += 1) {
    const code = `C${String(n).padStart(4, '0')}`;
    rows.push({ code, name: `Coin ${code.slice(1)}` });
  }
  return rows;
}
