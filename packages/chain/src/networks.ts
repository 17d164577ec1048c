/**
 * The chain networks the exchange deposits to and withdraws from, and which currency travels on
 * which network with what limits. Pure data: the reference API simulates these chains
 * (apps/api/src/market/chain.ts) and the web shows their rules; nothing here talks to a real chain.
 *
 * Amounts are decimal text in the currency's units (never floats). `blockSeconds` is the simulated
 * block time, short on purpose so that a development deposit confirms within seconds.
 */

/** How an address of the network is written (and checked, address.ts). */
export type AddressKind = 'evm' | 'tron' | 'btc' | 'solana' | 'xrp' | 'ton';

/**
 * Whether a transfer to the network needs a memo beside the address: `required` networks share one
 * exchange address between users and tell them apart by the memo (an XRP destination tag, a TON
 * comment), so a deposit without it cannot be credited.
 */
export type MemoRule = 'none' | 'required';

export interface ChainNetwork {
  /** Stable id used in URLs and the API (`ETH`, `TRX`, …). */
  readonly id: string;
  /** Display name, e.g. `Ethereum (ERC20)` (a proper name: not translated). */
  readonly name: string;
  /** The token standard shown beside the name, if the network has one (`ERC20`). */
  readonly protocol: string | null;
  readonly addressKind: AddressKind;
  readonly memo: MemoRule;
  /** What the network calls its memo (`tag` for XRP, `comment` for TON); null when it has none. */
  readonly memoName: 'tag' | 'comment' | null;
  /** Confirmations after which a deposit is credited. */
  readonly confirmations: number;
  /** Simulated seconds per block. */
  readonly blockSeconds: number;
}

export interface CurrencyNetwork {
  readonly currency: string;
  readonly network: ChainNetwork;
  /** Smallest deposit that is credited; smaller ones are recorded and never credited. */
  readonly minDeposit: string;
  readonly minWithdraw: string;
  /** Flat network fee taken from a withdrawal, in the currency. */
  readonly withdrawFee: string;
  /** Decimal places an amount of the currency may have on this network. */
  readonly decimals: number;
}

const network = (n: ChainNetwork): ChainNetwork => Object.freeze(n);

/** Every network, in the order a deposit page lists them. */
export const NETWORKS: readonly ChainNetwork[] = Object.freeze([
  network({ id: 'ETH', name: 'Ethereum (ERC20)', protocol: 'ERC20', addressKind: 'evm', memo: 'none', memoName: null, confirmations: 12, blockSeconds: 1 }),
  network({ id: 'TRX', name: 'Tron (TRC20)', protocol: 'TRC20', addressKind: 'tron', memo: 'none', memoName: null, confirmations: 20, blockSeconds: 1 }),
  network({
    id: 'BSC',
    name: 'BNB Smart Chain (BEP20)',
    protocol: 'BEP20',
    addressKind: 'evm',
    memo: 'none',
    memoName: null,
    confirmations: 15,
    blockSeconds: 1,
  }),
  network({ id: 'SOL', name: 'Solana', protocol: 'SPL', addressKind: 'solana', memo: 'none', memoName: null, confirmations: 32, blockSeconds: 1 }),
  network({ id: 'BTC', name: 'Bitcoin', protocol: null, addressKind: 'btc', memo: 'none', memoName: null, confirmations: 2, blockSeconds: 3 }),
  network({ id: 'ARB', name: 'Arbitrum One', protocol: null, addressKind: 'evm', memo: 'none', memoName: null, confirmations: 12, blockSeconds: 1 }),
  network({ id: 'XRP', name: 'XRP Ledger', protocol: null, addressKind: 'xrp', memo: 'required', memoName: 'tag', confirmations: 1, blockSeconds: 2 }),
  network({ id: 'TON', name: 'TON', protocol: null, addressKind: 'ton', memo: 'required', memoName: 'comment', confirmations: 1, blockSeconds: 2 }),
]);

const BY_ID = new Map(NETWORKS.map((n) => [n.id, n]));

export function networkById(id: string): ChainNetwork | undefined {
  return BY_ID.get(id);
}

type Rule = readonly [networkId: string, minDeposit: string, minWithdraw: string, withdrawFee: string, decimals: number];

/** The currencies with networks of their own; every other listed code travels as an ERC20 token (DEFAULT_RULES). */
const RULES: Readonly<Record<string, readonly Rule[]>> = {
  USDT: [
    ['ETH', '1', '10', '3', 6],
    ['TRX', '1', '10', '1', 6],
    ['BSC', '0.01', '10', '0.3', 8],
    ['SOL', '1', '10', '1', 6],
    ['TON', '1', '10', '0.5', 6],
  ],
  USDC: [
    ['ETH', '1', '10', '3', 6],
    ['BSC', '0.01', '10', '0.3', 8],
    ['SOL', '1', '10', '1', 6],
    ['ARB', '1', '10', '0.5', 6],
  ],
  BTC: [['BTC', '0.0001', '0.001', '0.0002', 8]],
  ETH: [
    ['ETH', '0.001', '0.005', '0.001', 8],
    ['ARB', '0.001', '0.005', '0.0002', 8],
  ],
  SOL: [['SOL', '0.01', '0.1', '0.01', 8]],
  XRP: [['XRP', '1', '20', '0.25', 6]],
  TRX: [['TRX', '1', '10', '1', 6]],
  BNB: [['BSC', '0.001', '0.01', '0.0005', 8]],
  TON: [['TON', '0.1', '1', '0.05', 8]],
  ARB: [['ARB', '1', '5', '0.5', 8]],
};

/** Any other currency: an ERC20 token on Ethereum. */
const DEFAULT_RULES: readonly Rule[] = [['ETH', '1', '10', '5', 8]];

/** A currency code as the API lists it (BTC, USDT, C0041…). */
const CURRENCY_CODE = /^[A-Z0-9]{1,20}$/;

const cache = new Map<string, readonly CurrencyNetwork[]>();

/**
 * The networks a currency can be deposited and withdrawn on, first the usual one. Any well-formed
 * code has at least one (ERC20 for the codes without networks of their own); whether the currency
 * is listed is for the caller to check. A malformed code has none.
 */
export function networksOf(currency: string): readonly CurrencyNetwork[] {
  const hit = cache.get(currency);
  if (hit) return hit;
  if (!CURRENCY_CODE.test(currency)) return [];
  const rules = RULES[currency] ?? DEFAULT_RULES;
  const list = Object.freeze(
    rules.map(([id, minDeposit, minWithdraw, withdrawFee, decimals]): CurrencyNetwork => {
      const n = BY_ID.get(id);
      if (!n) throw new Error(`unknown network ${id}`);
      return Object.freeze({ currency, network: n, minDeposit, minWithdraw, withdrawFee, decimals });
    }),
  );
  if (cache.size < 10_000) cache.set(currency, list);
  return list;
}

export function currencyNetwork(currency: string, networkId: string): CurrencyNetwork | undefined {
  return networksOf(currency).find((c) => c.network.id === networkId);
}
