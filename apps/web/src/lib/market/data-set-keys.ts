import type { ChangeBasis } from '@exchange/contract/market';

/** What a data set's request depends on besides the site (the host): the language, the change basis, testnet or not. */
export interface SetContext {
  readonly locale: string;
  readonly basis: ChangeBasis;
  readonly testnet: boolean;
}

interface DataSetKey {
  /** the IndexedDB key: the set's name, plus the change basis where the answer depends on it */
  readonly key: (ctx: SetContext) => string;
  /** whether the answer depends on the language (then a set of another language is not used) */
  readonly languaged: boolean;
}

/**
 * Where each cached data set (data-sets.ts) is stored and what it depends on, kept apart from the sets'
 * schemas and calls so that a page's first load need not carry the API contract (zod): those load
 * with the first set a page asks for (use-data-set.ts).
 */
export const DATA_SET_KEYS = {
  menus: { key: () => 'menus', languaged: true },
  spots: { key: (ctx) => `spots${ctx.basis ? `:${ctx.basis}` : ''}`, languaged: true },
  futures: { key: (ctx) => `futures${ctx.testnet ? ':testnet' : ''}${ctx.basis ? `:${ctx.basis}` : ''}`, languaged: true },
  pilot: { key: () => 'pilot', languaged: true },
  preMarket: { key: () => 'pre_market', languaged: true },
  preMint: { key: () => 'pre_mint', languaged: true },
  fiatSettings: { key: () => 'buy_crypto_fiat_setting', languaged: false },
  rates: { key: () => 'curr_fiat_market_rates', languaged: false },
} as const satisfies Record<string, DataSetKey>;

export type DataSetName = keyof typeof DATA_SET_KEYS;
