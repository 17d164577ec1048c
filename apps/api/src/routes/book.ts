import { Hono, type Context } from 'hono';
import { BOOK_DEPTH_DEFAULT, spotFeeRates, spotMarketTrades, spotMyTrades, spotOrderBookSnapshot, TRADES_DEFAULT } from '@exchange/contract/book';
import { ErrorCode } from '@exchange/contract/errors';
import { feeRatesOf, readBook, readMarketTrades, readUserTrades } from '../domain/bookReads';
import { findPair, type SpotMarketRow } from '../domain/spot';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readInput } from '../http/input';
import { marketSite } from '../http/marketSite';
import { requireUser } from '../security/auth';

/** The request site's pair, or a 404 naming it (the public reads answer only the site's markets, as pair_info does). */
async function sitePairOr404(c: Context<AppEnv>, pair: string): Promise<SpotMarketRow> {
  const row = await findPair(c.var.db, pair, marketSite(c).spotQuotes);
  if (!row) throw new ApiError(404, ErrorCode.notFound, `Unknown pair: ${pair}`);
  return row;
}

/**
 * The matching engine's reads (packages/contract/src/book.ts): a pair's book snapshot and recent
 * trades (public), the caller's fills (logged in) and fee rates (a guest gets level 0's).
 */
export function bookRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, spotOrderBookSnapshot, async (c) => {
    const { pair, limit = BOOK_DEPTH_DEFAULT } = await readInput(c, spotOrderBookSnapshot);
    const row = await sitePairOr404(c, pair);
    const book = await readBook(c.var.db, row.pair, limit, c.var.now().getTime());
    return answer(c, spotOrderBookSnapshot, { code: 0, message: '', data: book });
  });

  serve(app, spotMarketTrades, async (c) => {
    const { pair, limit = TRADES_DEFAULT } = await readInput(c, spotMarketTrades);
    const row = await sitePairOr404(c, pair);
    return answer(c, spotMarketTrades, { code: 0, message: '', data: await readMarketTrades(c.var.db, row.pair, limit) });
  });

  serve(app, spotMyTrades, async (c) => {
    const user = requireUser(c);
    const { pair, limit = TRADES_DEFAULT } = await readInput(c, spotMyTrades);
    if (pair !== undefined) await sitePairOr404(c, pair);
    return answer(c, spotMyTrades, { code: 0, message: '', data: await readUserTrades(c.var.db, user.user.id, pair, limit) });
  });

  serve(app, spotFeeRates, async (c) => {
    await readInput(c, spotFeeRates);
    return answer(c, spotFeeRates, { code: 0, message: '', data: feeRatesOf(c.var.session?.user.vipLevel ?? 0) });
  });

  return app;
}
