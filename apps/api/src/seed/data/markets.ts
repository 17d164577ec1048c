import { createRequire } from 'node:module';
import { z } from 'zod/mini';
import type { SpotQuote } from '@exchange/sites/types';
import { normal } from '@exchange/decimal/text';
import { MAJORS } from './currencies';
import { SEED_FIATS } from './fiats';
import { SEED_PRICES } from './prices';

/**
 * The seeded market data: spot markets, futures contracts, pilot tokens, pre-market and pre-mint
 * currencies. Pure and deterministic: the same `today` gives the same rows (a seeded PRNG, never
 * Math.random). Only the opening times depend on `today` (the UTC day of the seed): upcoming
 * listings open 1–21 days after it and new ones opened in the 14 days before it, so a fresh
 * database always has not-yet-open markets; an existing one keeps the rows it was first given.
 *
 * Coins: the 40 majors of currencies.ts first (USD prices from prices.ts or MAJOR_USD), then the
 * coins of the `cryptocurrency-icons` manifest (CC0; symbols and names only, no artwork) in a
 * seeded shuffle (the manifest is alphabetical; rank decides volume and extra quotes), then
 * generated ones up to BASE_COUNT.
 */

/** How many base coins are listed (every one against USDT; the bigger ones against more quotes). */
export const BASE_COUNT = 2100;
/** Every quote a site may list (SpotQuote, the site table's), in the order the pairs are generated. */
export const QUOTES = ['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'JPY', 'SGD'] as const satisfies readonly SpotQuote[];
export type Quote = (typeof QUOTES)[number];
/** Bases listed against each quote: the first N by rank (one for every quote a site may list). */
const QUOTE_DEPTH: Record<SpotQuote, number> = { USDT: BASE_COUNT, USDC: 400, BTC: 200, ETH: 100, TRY: 40, JPY: 40, SGD: 40 };
export const UPCOMING_COUNT = 25;
const RECENT_COUNT = 40;
export const CATEGORIES = ['layer1', 'layer2', 'defi', 'meme', 'ai', 'gamefi', 'infrastructure', 'storage', 'payments', 'rwa', 'privacy', 'nft'] as const;
export const STABLES: ReadonlySet<string> = new Set([
  'USDT',
  'USDC',
  'DAI',
  'TUSD',
  'BUSD',
  'PAX',
  'USDP',
  'GUSD',
  'SUSD',
  'USDS',
  'HUSD',
  'USDX',
  'USDJ',
  'EURS',
  'NUSD',
  'USDSB',
]);

/** mulberry32 over a string-hashed seed: a small, fast, deterministic PRNG. */
export function prng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A positive number as a plain decimal with `significant` digits (never exponent notation). */
export function plainDecimal(value: number, significant = 6): string {
  if (value === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const places = Math.min(14, Math.max(0, significant - 1 - magnitude));
  return normal(value.toFixed(places));
}

/** Fiat codes the manifest lists as coins (JPY, EUR…): never a base, so a symbol names one thing. */
const FIAT_CODES = new Set(SEED_FIATS.map((f) => f.code));

const manifestSchema = z.array(z.object({ symbol: z.string(), name: z.string() }));

function manifestCoins(): { symbol: string; name: string }[] {
  const raw: unknown = createRequire(import.meta.url)('cryptocurrency-icons/manifest.json');
  return manifestSchema
    .parse(raw)
    .map((c) => ({ symbol: c.symbol.toUpperCase(), name: c.name.trim() }))
    .filter((c) => /^[A-Z0-9]{2,10}$/.test(c.symbol) && c.name !== '' && !FIAT_CODES.has(c.symbol));
}

/** USD prices of the majors prices.ts does not hold (a fixed reference snapshot). */
const MAJOR_USD: Record<string, number> = {
  ICP: 9.5,
  AVAX: 28,
  SHIB: 0.000018,
  BCH: 380,
  XLM: 0.11,
  ATOM: 6.2,
  UNI: 7.4,
  ETC: 21,
  FIL: 4.1,
  APT: 6.8,
  ARB: 0.62,
  OP: 1.4,
  NEAR: 4.9,
  PEPE: 0.0000092,
  SUI: 1.1,
  AAVE: 140,
  MKR: 1900,
  ALGO: 0.14,
  HBAR: 0.075,
  VET: 0.026,
  SAND: 0.28,
  MANA: 0.31,
  AXS: 5.2,
  EOS: 0.55,
  XTZ: 0.72,
};

const SYLLABLES = [
  'ka',
  'ro',
  'zen',
  'lu',
  'mi',
  'tar',
  'vo',
  'nex',
  'qua',
  'sol',
  'ver',
  'xi',
  'dra',
  'po',
  'lin',
  'fy',
  'mo',
  'ra',
  'ty',
  'ze',
  'bit',
  'nova',
  'ori',
  'pix',
  'sky',
];
const SUFFIXES = ['Protocol', 'Network', 'Finance', 'Coin', 'AI', 'Swap', 'Chain', 'DAO', 'Labs', 'Token'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface Coin {
  symbol: string;
  name: string;
  usd: number;
  rank: number;
}

/** Every listed base coin in rank order. */
export function seedCoins(): Coin[] {
  const random = prng('coins');
  const coins: Coin[] = [];
  const used = new Set<string>();
  const add = (symbol: string, name: string, usd: number) => {
    used.add(symbol);
    coins.push({ symbol, name, usd, rank: coins.length });
  };
  const seededUsd = new Map(SEED_PRICES.map((p) => [p.asset, Number(p.usd)]));
  for (const [symbol, name] of MAJORS) add(symbol, name, seededUsd.get(symbol) ?? MAJOR_USD[symbol] ?? 1);
  const manifest = manifestCoins();
  // Fisher–Yates with the seeded PRNG
  for (let i = manifest.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [manifest[i], manifest[j]];
    if (a && b) [manifest[i], manifest[j]] = [b, a];
  }
  for (const c of manifest) {
    if (used.has(c.symbol)) continue;
    add(c.symbol, c.name, STABLES.has(c.symbol) ? 0.998 + random() * 0.004 : Math.exp(Math.log(0.001) + random() * Math.log(50_000)));
  }
  const generated = new Set([...used, ...FIAT_CODES]);
  while (coins.length < BASE_COUNT) {
    const length = 3 + Math.floor(random() * 3);
    let symbol = '';
    for (let i = 0; i < length; i += 1) symbol += LETTERS[Math.floor(random() * LETTERS.length)];
    if (generated.has(symbol)) continue;
    generated.add(symbol);
    const parts = 2 + Math.floor(random() * 2);
    let word = '';
    for (let i = 0; i < parts; i += 1) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    const name = `${word[0]?.toUpperCase() ?? ''}${word.slice(1)} ${SUFFIXES[Math.floor(random() * SUFFIXES.length)]}`;
    add(symbol, name, Math.exp(Math.log(0.000001) + random() * Math.log(20_000_000)));
  }
  return coins;
}

export function coinIcon(symbol: string): string {
  return `/images/coin_icon/64/${symbol.toLowerCase()}.png`;
}

/** USD value of one unit of each quote. */
function quoteUsd(coins: readonly Coin[]): Record<Quote, number> {
  const usd = (symbol: string) => coins.find((c) => c.symbol === symbol)?.usd ?? 1;
  const fiat = (code: string) => 1 / Number(SEED_FIATS.find((f) => f.code === code)?.usdRate ?? '1');
  return { USDT: 1, USDC: 1, BTC: usd('BTC'), ETH: usd('ETH'), TRY: fiat('TRY'), JPY: fiat('JPY'), SGD: fiat('SGD') };
}

/** The opens of the three change bases for a price: rolling 24 h, UTC day, UTC+8 day. */
function opens(random: () => number, rate: number, volatility: number): [string, string, string] {
  const change24h = (random() * 2 - 1) * volatility;
  const open = (change: number) => plainDecimal(rate / (1 + change), 8);
  return [open(change24h), open(change24h + (random() * 2 - 1) * volatility * 0.4), open(change24h + (random() * 2 - 1) * volatility * 0.4)];
}

export interface SpotSeedRow {
  pair: string;
  currA: string;
  currB: string;
  name: string;
  rate: string;
  open24h: string;
  openUtc0: string;
  openUtc8: string;
  volume: string;
  multiple: number;
  credit: boolean;
  categories: string[];
  buyStart: number;
  crossMultiple: number;
  isSt: boolean;
  icon: string;
  rank: number;
}

const DAY = 86_400;

/** The start of `today`'s UTC day in unix seconds. */
export function utcDayStart(today: Date): number {
  return Math.floor(today.getTime() / 1000 / DAY) * DAY;
}

function coinTraits(coin: Coin, dayStart: number) {
  const random = prng(`traits:${coin.symbol}`);
  const first = CATEGORIES[Math.floor(random() * CATEGORIES.length)] ?? 'defi';
  const second = CATEGORIES[Math.floor(random() * CATEGORIES.length)] ?? 'defi';
  const categories: string[] = [...new Set(random() < 0.4 ? [first, second] : [first])];
  const upcomingFrom = BASE_COUNT - UPCOMING_COUNT;
  const recentFrom = upcomingFrom - RECENT_COUNT;
  let buyStart: number;
  if (coin.rank >= upcomingFrom) buyStart = dayStart + DAY * (1 + ((coin.rank - upcomingFrom) % 21)) + 3600 * Math.floor(random() * 24);
  else if (coin.rank >= recentFrom) buyStart = dayStart - DAY * (1 + ((coin.rank - recentFrom) % 14)) + 3600 * Math.floor(random() * 24);
  else buyStart = dayStart - DAY * (30 + Math.floor(random() * 2500));
  if (coin.rank >= recentFrom) categories.push('new');
  const isSt = coin.rank > 800 && coin.rank < recentFrom && random() < 0.04;
  return { categories, buyStart, isSt, volatility: coin.rank < 20 ? 0.05 : STABLES.has(coin.symbol) ? 0.002 : 0.15 };
}

export function seedSpotMarkets(today: Date): SpotSeedRow[] {
  const coins = seedCoins();
  const usdOf = quoteUsd(coins);
  const dayStart = utcDayStart(today);
  const rows: SpotSeedRow[] = [];
  for (const coin of coins) {
    const traits = coinTraits(coin, dayStart);
    for (const quote of QUOTES) {
      if (coin.rank >= QUOTE_DEPTH[quote] || coin.symbol === quote) continue;
      // Stablecoins and the crypto quotes are not listed against a crypto quote ranked below them.
      if ((quote === 'BTC' || quote === 'ETH') && (STABLES.has(coin.symbol) || coin.symbol === 'BTC')) continue;
      if (quote === 'USDC' && coin.symbol === 'USDT') continue;
      const random = prng(`spot:${coin.symbol}_${quote}`);
      const rate = coin.usd / usdOf[quote];
      const [open24h, openUtc0, openUtc8] = opens(random, rate, traits.volatility);
      const volumeUsd = 3e9 * Math.exp(-coin.rank / 80) * (0.3 + random()) + 2000 * (0.5 + random());
      const share = quote === 'USDT' ? 1 : quote === 'USDC' ? 0.15 : 0.05;
      const margin = quote === 'USDT' && coin.rank < 300 && !traits.isSt;
      rows.push({
        pair: `${coin.symbol}_${quote}`,
        currA: coin.symbol,
        currB: quote,
        name: coin.name,
        rate: plainDecimal(rate, 8),
        open24h,
        openUtc0,
        openUtc8,
        volume: (traits.buyStart > dayStart ? 0 : (volumeUsd * share) / usdOf[quote]).toFixed(2),
        multiple: margin ? (coin.rank < 20 ? 10 : coin.rank < 100 ? 5 : 3) : 0,
        credit: margin,
        categories: traits.categories,
        buyStart: traits.buyStart,
        crossMultiple: margin && coin.rank < 100 ? 5 : 0,
        isSt: traits.isSt,
        icon: coinIcon(coin.symbol),
        rank: rows.length,
      });
    }
  }
  return rows;
}

export interface FuturesSeedRow {
  testnet: boolean;
  settle: 'usdt' | 'btc';
  name: string;
  coinName: string;
  categories: string[];
  isTagSt: boolean;
  lastPrice: string;
  open24h: string;
  openUtc0: string;
  openUtc8: string;
  volume24h: string;
  rank: number;
}

/** USDT-settled perpetuals on the 300 biggest non-stable coins, BTC-settled (inverse, `_USD`) on the 10 biggest; the testnet lists the first 30 and 5. */
export function seedFuturesContracts(today: Date): FuturesSeedRow[] {
  const coins = seedCoins().filter((c) => !STABLES.has(c.symbol));
  const dayStart = utcDayStart(today);
  const rows: FuturesSeedRow[] = [];
  for (const testnet of [false, true]) {
    for (const settle of ['usdt', 'btc'] as const) {
      const depth = settle === 'usdt' ? (testnet ? 30 : 300) : testnet ? 5 : 10;
      for (const coin of coins.slice(0, depth)) {
        const random = prng(`futures:${String(testnet)}:${settle}:${coin.symbol}`);
        const traits = coinTraits(coin, dayStart);
        const [open24h, openUtc0, openUtc8] = opens(random, coin.usd, traits.volatility);
        rows.push({
          testnet,
          settle,
          name: `${coin.symbol}_${settle === 'usdt' ? 'USDT' : 'USD'}`,
          coinName: coin.symbol,
          categories: traits.categories.filter((c) => c !== 'new'),
          isTagSt: traits.isSt,
          lastPrice: plainDecimal(coin.usd, 8),
          open24h,
          openUtc0,
          openUtc8,
          volume24h: (5e9 * Math.exp(-coin.rank / 40) * (0.3 + random())).toFixed(2),
          rank: rows.length,
        });
      }
    }
  }
  return rows;
}

const CHAINS = [
  { chain: 'SOL', native: 'SOL', kind: 'base58', length: 44 },
  { chain: 'ETH', native: 'ETH', kind: 'hex', length: 40 },
  { chain: 'BSC', native: 'BNB', kind: 'hex', length: 40 },
  { chain: 'BASE', native: 'ETH', kind: 'hex', length: 40 },
  { chain: 'TON', native: 'TON', kind: 'ton', length: 46 },
  { chain: 'TRON', native: 'TRX', kind: 'tron', length: 33 },
] as const;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PILOT_CATES = ['meme', 'ai', 'gamefi', 'defi', 'social', 'pump'] as const;
export const PILOT_COUNT = 150;

export interface PilotSeedRow {
  seoPath: string;
  name: string;
  chain: string;
  address: string;
  showPair: string;
  icon: string;
  chainIcon: string;
  isHot: boolean;
  market: string;
  cate: string;
  rate: string;
  open24h: string;
  rank: number;
}

function pick(random: () => number, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** On-chain (pilot) tokens: generated meme-style names on six chains, the first 12 hot. */
export function seedPilotTokens(): PilotSeedRow[] {
  const random = prng('pilot');
  const rows: PilotSeedRow[] = [];
  const names = new Set<string>();
  while (rows.length < PILOT_COUNT) {
    const name = pick(random, LETTERS, 3 + Math.floor(random() * 4));
    if (names.has(name)) continue;
    names.add(name);
    const chain = CHAINS[Math.floor(random() * CHAINS.length)] ?? CHAINS[0];
    const body =
      chain.kind === 'hex'
        ? pick(random, HEX, chain.length)
        : chain.kind === 'ton'
          ? pick(random, BASE64URL, chain.length)
          : pick(random, BASE58, chain.length);
    const address = chain.kind === 'hex' ? `0x${body}` : chain.kind === 'ton' ? `EQ${body}` : chain.kind === 'tron' ? `T${body}` : body;
    const cates = [...new Set([PILOT_CATES[Math.floor(random() * PILOT_CATES.length)], PILOT_CATES[Math.floor(random() * PILOT_CATES.length)]])];
    const rate = Math.exp(Math.log(0.0000001) + random() * Math.log(1_000_000));
    rows.push({
      seoPath: `${name.toLowerCase()}-${chain.chain.toLowerCase()}-${address
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(-6)
        .toLowerCase()}`,
      name,
      chain: chain.chain,
      address,
      showPair: `${name}/${chain.native}`,
      icon: coinIcon(name),
      chainIcon: `/images/chain_icon/${chain.chain.toLowerCase()}.png`,
      isHot: rows.length < 12,
      market: `${name}_${chain.native}`,
      cate: cates.join(','),
      rate: plainDecimal(rate, 8),
      open24h: plainDecimal(rate / (1 + (random() * 2 - 1) * 0.4), 8),
      rank: rows.length,
    });
  }
  return rows;
}

export interface PreSeedRow {
  kind: 'pre_market' | 'pre_mint';
  currency: string;
  market: string;
  fullName: string;
  tags: ('hot' | 'new')[];
  rank: number;
}

export const PRE_MARKET_COUNT = 24;
export const PRE_MINT_COUNT = 16;

/** Pre-market and pre-mint currencies: generated coins not (yet) listed on spot; the first 5 hot, the last 6 new. */
export function seedPreCurrencies(): PreSeedRow[] {
  const random = prng('pre');
  const taken = new Set([...seedCoins().map((c) => c.symbol), ...FIAT_CODES]);
  const rows: PreSeedRow[] = [];
  for (const [kind, count] of [
    ['pre_market', PRE_MARKET_COUNT],
    ['pre_mint', PRE_MINT_COUNT],
  ] as const) {
    for (let i = 0; i < count;) {
      const currency = pick(random, LETTERS, 3 + Math.floor(random() * 3));
      if (taken.has(currency)) continue;
      taken.add(currency);
      const word = pick(random, 'aeioulmnrstvkpz', 6);
      const tags: ('hot' | 'new')[] = [...(i < 5 ? (['hot'] as const) : []), ...(i >= count - 6 ? (['new'] as const) : [])];
      rows.push({
        kind,
        currency,
        market: `${currency}_USDT`,
        fullName: `${word[0]?.toUpperCase() ?? ''}${word.slice(1)} ${SUFFIXES[i % SUFFIXES.length] ?? 'Token'}`,
        tags,
        rank: i,
      });
      i += 1;
    }
  }
  return rows;
}
