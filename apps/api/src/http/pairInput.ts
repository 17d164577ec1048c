import type { Context } from 'hono';
import { placesOf } from '@exchange/decimal/text';
import { findPair, type SpotMarketRow } from '../domain/spot';
import type { AppEnv } from './env';
import { invalidInput } from './errors';
import { marketSite } from './marketSite';

/** The request site's pair, or a 400 naming it (the order and alert calls: "an unknown pair"). */
export async function sitePairOrRefuse(c: Context<AppEnv>, pair: string): Promise<SpotMarketRow> {
  const row = await findPair(c.var.db, pair, marketSite(c).spotQuotes);
  if (!row) throw invalidInput(`Unknown pair: ${pair}`);
  return row;
}

/** A decimal with at most `places` decimals, or a 400 naming the field and the rule. */
export function checkPlaces(field: string, value: string, places: number): void {
  if (placesOf(value) <= places) return;
  throw invalidInput(
    places === 0 ? `${field} must be a whole number on this pair` : `${field} may have at most ${places} decimal${places === 1 ? '' : 's'} on this pair`,
  );
}
