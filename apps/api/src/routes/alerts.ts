import { Hono } from 'hono';
import { createPriceAlert, deletePriceAlert, priceAlerts } from '@exchange/contract/alerts';
import { ErrorCode } from '@exchange/contract/errors';
import { createAlert, deleteAlert, listAlerts } from '../domain/alerts';
import { cmp } from '@exchange/decimal/text';
import type { LivePrices } from '../domain/livePrices';
import { pairPrice } from '../domain/spot';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';
import { checkPlaces, sitePairOrRefuse } from '../http/pairInput';

/** Price alerts (packages/contract/src/alerts.ts): list, set, delete; logged-in only, POSTs with CSRF. */
export function alertRoutes(live?: LivePrices): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, priceAlerts, async (c) => {
    const user = requireUser(c);
    const { pair } = await readInput(c, priceAlerts);
    return answer(c, priceAlerts, { code: 0, message: '', data: await listAlerts(c.var.db, user.user.id, pair, c.var.now()) });
  });

  serve(app, createPriceAlert, async (c) => {
    const user = requireUser(c);
    const { pair, price } = await readInput(c, createPriceAlert);
    const market = await sitePairOrRefuse(c, pair);
    checkPlaces('price', price, market.priceDecimals);
    const now = c.var.now();
    const { last } = pairPrice(live, market);
    const side = cmp(price, last);
    if (side === 0) throw invalidInput(`price must differ from the current price (${last})`);
    const created = await createAlert(c.var.db, { userId: user.user.id, pair: market.pair, price, direction: side > 0 ? 'above' : 'below', now });
    if (!created.ok) throw invalidInput(created.message);
    return answer(c, createPriceAlert, { code: 0, message: '', data: created.alert });
  });

  serve(app, deletePriceAlert, async (c) => {
    const user = requireUser(c);
    const { id } = await readInput(c, deletePriceAlert);
    if (!(await deleteAlert(c.var.db, user.user.id, id))) throw new ApiError(404, ErrorCode.notFound, 'No price alert of yours has this id');
    return answer(c, deletePriceAlert, { code: 0, message: '', data: { id: String(id) } });
  });

  return app;
}
