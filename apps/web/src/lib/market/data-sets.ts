import { z } from 'zod/mini';
import { getBuyCryptoFiatSetting, fiatSettingSchema } from '@exchange/contract/c2c';
import {
  apiLanguage,
  commonTabs,
  futuresContractSchema,
  marketFutures,
  marketSpots,
  marketTabSchema,
  pilotMarkets,
  pilotMarketSchema,
  preCurrencySchema,
  preMarketCurrencies,
  preMintCurrencies,
  spotMarketSchema,
} from '@exchange/contract/market';
import { currFiatMarketRates } from '@exchange/contract/site';
import { safeParseInSlices } from '@exchange/contract/sliced-parse';
import { browserRequest, type BrowserCallOptions } from '@/lib/api/browser';
import { nextTask } from '@/lib/util/next-task';
import type { DataSetName, SetContext } from './data-set-keys';

interface DataSetDef<T> {
  readonly schema: z.ZodMiniType<T>;
  readonly fetch: (ctx: SetContext) => Promise<{ ok: boolean; data: T }>;
}

/** The market calls' headers (spec §7): the API language and the application type. */
function marketHeaders(ctx: SetContext): BrowserCallOptions {
  return { header: true, headers: { 'application-language': apiLanguage(ctx.locale), 'application-type': 'web' } };
}

const ratesSchema = z.record(z.string(), z.string());

/**
 * The cached data sets (spec §5, §7 "cached in a browser database"): the coin panels' menus
 * (tabs), spot markets, futures contracts, pilot, pre-market and pre-mint currencies, the fiat
 * settings and the fiat rates. Each fetch answers the rows, or the contract's default with ok false.
 */
export const DATA_SETS = {
  menus: {
    schema: z.array(marketTabSchema),
    fetch: async (ctx) => {
      const r = await browserRequest(commonTabs, { area: 'web_trade' }, marketHeaders(ctx));
      return { ok: r.ok, data: r.data.data };
    },
  } satisfies DataSetDef<z.output<typeof marketTabSchema>[]>,
  spots: {
    schema: z.array(spotMarketSchema),
    fetch: async (ctx) => {
      const r = await browserRequest(marketSpots, { exchange_type: 'ALL', timezone: ctx.basis || undefined }, marketHeaders(ctx));
      return { ok: r.ok, data: r.data.data };
    },
  } satisfies DataSetDef<z.output<typeof spotMarketSchema>[]>,
  futures: {
    schema: z.array(futuresContractSchema),
    fetch: async (ctx) => {
      const r = await browserRequest(
        marketFutures,
        { exchange_type: 'CONTRACT_ALL', is_testnet: ctx.testnet ? '1' : '0', timezone: ctx.basis || undefined },
        marketHeaders(ctx),
      );
      // the spec's check: code 200 and the rows
      return { ok: r.ok && r.data.code === 200, data: r.data.data };
    },
  } satisfies DataSetDef<z.output<typeof futuresContractSchema>[]>,
  pilot: {
    schema: z.array(pilotMarketSchema),
    fetch: async (ctx) => {
      const r = await browserRequest(pilotMarkets, { exchange_type: 'PILOT_ALL' }, marketHeaders(ctx));
      return { ok: r.ok, data: r.data.data };
    },
  } satisfies DataSetDef<z.output<typeof pilotMarketSchema>[]>,
  preMarket: {
    schema: z.array(preCurrencySchema),
    fetch: async (ctx) => {
      const r = await browserRequest(preMarketCurrencies, { limit: '100', page: '1' }, marketHeaders(ctx));
      return { ok: r.ok, data: r.data.data.list };
    },
  } satisfies DataSetDef<z.output<typeof preCurrencySchema>[]>,
  preMint: {
    schema: z.array(preCurrencySchema),
    fetch: async (ctx) => {
      const r = await browserRequest(preMintCurrencies, { limit: '100', page: '1' }, marketHeaders(ctx));
      return { ok: r.ok, data: r.data.data.list };
    },
  } satisfies DataSetDef<z.output<typeof preCurrencySchema>[]>,
  fiatSettings: {
    schema: z.array(fiatSettingSchema),
    fetch: async () => {
      const r = await browserRequest(getBuyCryptoFiatSetting, {}, { header: true });
      return { ok: r.ok, data: r.data.data };
    },
  } satisfies DataSetDef<z.output<typeof fiatSettingSchema>[]>,
  rates: {
    schema: ratesSchema,
    fetch: async () => {
      const r = await browserRequest(currFiatMarketRates, {}, { header: true });
      return { ok: r.ok, data: r.data.data };
    },
  } satisfies DataSetDef<Record<string, string>>,
} as const satisfies Record<DataSetName, unknown>;
export type DataOf<N extends DataSetName> = z.output<(typeof DATA_SETS)[N]['schema']>;

/** Each set's rows as a list answer's envelope, for checking them a slice at a time. */
const envelopes = new Map<DataSetName, z.ZodMiniType>();

/**
 * What storage held for a set, checked against the set's schema as the API's answers are: a slice
 * of rows at a time, a task each (`safeParseInSlices`), so a returning visitor's ~3,000 cached
 * markets are not checked in one long task; undefined when it is not the set's shape (another
 * version of the site wrote it).
 */
export async function checkCached<N extends DataSetName>(name: N, data: unknown): Promise<DataOf<N> | undefined> {
  let envelope = envelopes.get(name);
  if (!envelope) {
    envelope = z.object({ data: DATA_SETS[name].schema });
    envelopes.set(name, envelope);
  }
  const parsed = await safeParseInSlices(envelope, { data }, nextTask);
  return parsed.success ? ((parsed.data as { data: unknown }).data as DataOf<N>) : undefined;
}
