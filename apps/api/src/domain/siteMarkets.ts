import type { SiteConfig } from '@exchange/sites/types';

/**
 * Which markets a sub-site serves, from its record (packages/sites): the spot markets whose quote
 * is among its `spotQuotes`, and the derivatives lists (futures, pilot, pre-market, pre-mint, and
 * the futures socket's contracts) on the sites that list USDT markets; empty elsewhere.
 */
export function listsDerivatives(site: SiteConfig): boolean {
  return site.spotQuotes.includes('USDT');
}

/** The futures contracts a site's callers see: the testnet's own on the testnet site, the live ones elsewhere. */
export function futuresKindOf(site: SiteConfig): 'futures' | 'testnet' {
  return site.isTestnet ? 'testnet' : 'futures';
}
