import { Hono, type Context } from 'hono';
import { ErrorCode } from '@exchange/contract/errors';
import { cancelSpotOrder, placeSpotOrder, spotBalances, spotOrders, spotPairInfo } from '@exchange/contract/trade';
import { SPOT_CLOSED_MESSAGES, spotClosedFor } from '../domain/compliance';
import { cmp, mul, normal } from '@exchange/decimal/text';
import type { LivePrices } from '../domain/livePrices';
import { changePercent } from '../domain/prices';
import { findPair, listOrders, pairPrice, pairQuote, readBalances, type SpotMarketRow } from '../domain/spot';
import { bestPrices } from '../domain/trading/book';
import { cancelOrder } from '../domain/trading/cancel';
import { placeOrder } from '../domain/trading/place';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { marketSite } from '../http/marketSite';
import { checkPlaces, sitePairOrRefuse } from '../http/pairInput';
import { recordsSeconds, specOf, spotMarketRow } from '../market/instruments';
import { requireUser } from '../security/auth';

const nowMs = (c: Context<AppEnv>) => c.var.now().getTime();
const isOpen = (row: SpotMarketRow, ms: number) => row.buyStart * 1000 <= ms;

/**
 * Refuses (403, `restricted`) a caller who may not place spot orders (domain/compliance.ts
 * spotClosedFor: withdraw-only, or a rule that closes spot trading or limits the country).
 * Cancelling stays open to them.
 */
async function refuseClosedSpotTrading(c: Context<AppEnv>, account: { readonly country: number; readonly withdrawOnly: boolean }): Promise<void> {
  const reason = await spotClosedFor(c.var.db, { siteKey: c.var.site.key, account, location: c.var.location });
  if (reason !== null) throw new ApiError(403, ErrorCode.restricted, SPOT_CLOSED_MESSAGES[reason]);
}

/**
 * Spot trading (packages/contract/src/trade.ts): pair info (public), balances, orders, placing and
 * cancelling (logged-in; POSTs with CSRF). `live`: the latest ticks this instance heard (absent
 * in tests without a market: the stored rows answer).
 */
export function spotRoutes(live?: LivePrices): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, spotPairInfo, async (c) => {
    const { pair } = await readInput(c, spotPairInfo);
    const row = await findPair(c.var.db, pair, marketSite(c).spotQuotes);
    if (!row) throw new ApiError(404, ErrorCode.notFound, `Unknown pair: ${pair}`);
    const ms = nowMs(c);
    const q = await pairQuote(c.var.db, live, row, ms);
    // the book's best prices where it has them; the simulator's quote for an empty side
    const best = await bestPrices(c.var.db, row.pair);
    return answer(c, spotPairInfo, {
      code: 0,
      message: '',
      data: {
        pair: row.pair,
        base: row.currA,
        quote: row.currB,
        price_decimals: row.priceDecimals,
        amount_decimals: row.amountDecimals,
        min_amount: normal(row.minAmount),
        min_total: normal(row.minTotal),
        last: q.last,
        bid: best.bid ?? q.bid,
        ask: best.ask ?? q.ask,
        change_percentage: changePercent(q.last, q.open24h),
        high_24h: q.high24h,
        low_24h: q.low24h,
        volume_24h: q.volume24h,
        buy_start: row.buyStart,
        tradable: isOpen(row, ms),
        has_seconds: recordsSeconds(specOf(spotMarketRow(row))),
      },
    });
  });

  serve(app, spotBalances, async (c) => {
    const user = requireUser(c);
    const { currencies } = await readInput(c, spotBalances);
    return answer(c, spotBalances, { code: 0, message: '', data: await readBalances(c.var.db, user.user.id, currencies.split(',')) });
  });

  serve(app, spotOrders, async (c) => {
    const user = requireUser(c);
    const input = await readInput(c, spotOrders);
    if (input.from_ms !== undefined && input.to_ms !== undefined && input.from_ms > input.to_ms) throw invalidInput('from_ms must not be after to_ms');
    const orders = await listOrders(c.var.db, user.user.id, {
      status: input.status ?? 'open',
      pair: input.pair,
      side: input.side,
      fromMs: input.from_ms,
      toMs: input.to_ms,
      before: input.before,
      limit: input.limit,
    });
    return answer(c, spotOrders, { code: 0, message: '', data: orders });
  });

  serve(app, placeSpotOrder, async (c) => {
    const user = requireUser(c);
    const input = await readInput(c, placeSpotOrder);
    await refuseClosedSpotTrading(c, user.user);
    const market = await sitePairOrRefuse(c, input.pair);
    if (!isOpen(market, nowMs(c))) throw invalidInput(`${market.pair} is not open for trading yet`);
    if (input.type === 'limit' && input.price === undefined) throw invalidInput('price is required for a limit order');
    if (input.type === 'market' && input.price !== undefined) throw invalidInput('A market order takes no price');
    if (input.type === 'market' && input.time_in_force === 'gtc') throw invalidInput('A market order cannot rest: leave time_in_force out or send ioc');
    if (input.type === 'limit' && input.max_slippage !== undefined) throw invalidInput('max_slippage applies to market orders only');
    if (input.price !== undefined) checkPlaces('price', input.price, market.priceDecimals);
    checkPlaces('amount', input.amount, market.amountDecimals);
    if (cmp(input.amount, market.minAmount) < 0) throw invalidInput(`amount must be at least ${normal(market.minAmount)} ${market.currA}`);
    const quote = pairPrice(live, market);
    const totalPrice = input.price ?? (input.side === 'buy' ? quote.ask : quote.bid);
    if (cmp(mul(totalPrice, input.amount), market.minTotal) < 0) {
      throw invalidInput(`The order total must be at least ${normal(market.minTotal)} ${market.currB}`);
    }
    const placed = await placeOrder(c.var.db, {
      userId: user.user.id,
      market,
      side: input.side,
      type: input.type,
      price: input.price,
      amount: input.amount,
      timeInForce: input.time_in_force ?? 'gtc',
      maxSlippage: input.max_slippage,
      clientId: input.text,
      now: c.var.now(),
    });
    if (!placed.ok) throw invalidInput(placed.message);
    return answer(c, placeSpotOrder, { code: 0, message: '', data: placed.order });
  });

  serve(app, cancelSpotOrder, async (c) => {
    const user = requireUser(c);
    const { id } = await readInput(c, cancelSpotOrder);
    const cancelled = await cancelOrder(c.var.db, user.user.id, id, c.var.now());
    if (!cancelled) throw new ApiError(404, ErrorCode.notFound, 'No open order of yours has this id');
    return answer(c, cancelSpotOrder, { code: 0, message: '', data: cancelled });
  });

  return app;
}
