import { asc } from 'drizzle-orm';
import type { SiteConfig } from '@exchange/sites/types';
import type { Db } from '../../db/client';
import { futuresContracts, spotMarkets } from '../../db/schema';
import type { MarketKind } from '../../domain/prices';
import { listsDerivatives } from '../../domain/siteMarkets';
import { loadMarketRows, recordsSeconds, specOf } from '../instruments';

export const keyOf = (kind: MarketKind, name: string) => `${kind}:${name}`;

/**
 * The instruments the hub serves, loaded once at start: which names exist, each spot pair's quote
 * (a site sees the spot markets of its quotes) and which instruments keep seconds candles. The
 * ticker and candle channels ask it what a connection may subscribe to.
 */
export class MarketCatalog {
  /** spot pair → quote */
  private readonly spotQuote = new Map<string, string>();
  private readonly contracts: Record<'futures' | 'testnet', Set<string>> = { futures: new Set(), testnet: new Set() };
  private readonly seconds = new Set<string>();

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const [spots, futures, rows] = await Promise.all([
      this.db.select({ pair: spotMarkets.pair, quote: spotMarkets.currB }).from(spotMarkets).orderBy(asc(spotMarkets.rank)),
      this.db.select({ name: futuresContracts.name, testnet: futuresContracts.testnet }).from(futuresContracts),
      loadMarketRows(this.db),
    ]);
    for (const s of spots) this.spotQuote.set(s.pair, s.quote);
    for (const f of futures) this.contracts[f.testnet ? 'testnet' : 'futures'].add(f.name);
    for (const spec of rows.map(specOf)) if (recordsSeconds(spec)) this.seconds.add(keyOf(spec.kind, spec.name));
  }

  /** Whether a connection of `site` on `kind` may see `name`. */
  allowed(site: SiteConfig, kind: MarketKind, name: string): boolean {
    if (kind === 'spot') {
      const quote = this.spotQuote.get(name);
      return quote !== undefined && (site.spotQuotes as readonly string[]).includes(quote);
    }
    return listsDerivatives(site) && this.contracts[kind].has(name);
  }

  /** Whether the instrument keeps seconds candles (pair_info's has_seconds). */
  keepsSeconds(kind: MarketKind, name: string): boolean {
    return this.seconds.has(keyOf(kind, name));
  }
}
