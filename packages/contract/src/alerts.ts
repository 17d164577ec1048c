import { z } from 'zod/mini';
import { defineCall, intField, ok, unlessMissing } from './define';

/**
 * Price alerts (issue 12 §6; docs/API.md: among the reference API's own calls): a
 * logged-in user sets an alert on a spot pair at a price, from the chart. Its `direction` is fixed
 * when it is set: `above` when the price was below the alert price then, `below` otherwise. When
 * the simulator's price reaches it (the high or low of the ticks since the last check, so a
 * crossing between two checks is not missed), the alert becomes `triggered` once, and the user
 * gets a notice of type `market` (the bell's markets tab) over the notice channel.
 */

/** Active alerts a user may have at once; counted and checked in one transaction. */
export const MAX_ACTIVE_ALERTS = 20;
/** Triggered alerts are listed for this long, then deleted. */
export const TRIGGERED_ALERT_DAYS = 7;

export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export const ALERT_STATUSES = ['active', 'triggered'] as const;

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const pairName = z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/));
const pairField = z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/, { error: unlessMissing('pair must look like BTC_USDT') }));

export const priceAlertSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  pair: pairName,
  price: decimal,
  direction: z.enum(ALERT_DIRECTIONS),
  status: z.enum(ALERT_STATUSES),
  /** unix milliseconds */
  created_ms: z.number().check(z.int(), z.gte(0)),
  /** unix milliseconds; 0 while active */
  triggered_ms: z.number().check(z.int(), z.gte(0)),
});
export type PriceAlert = z.output<typeof priceAlertSchema>;

/** The user's alerts, newest first, active and recently triggered; `pair` optional. 401 for guests. Fallback: none. */
export const priceAlerts = defineCall({
  method: 'GET',
  path: '/apiw/v2/alerts',
  request: z.strictObject({ pair: z.optional(pairField) }),
  answer: ok(z.array(priceAlertSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/**
 * Sets an alert (CSRF). Refused with 400: a pair the site does not list, a price that is not a
 * positive decimal with at most the pair's price decimals, a price equal to the current price, or
 * MAX_ACTIVE_ALERTS already active.
 */
export const createPriceAlert = defineCall({
  method: 'POST',
  path: '/apiw/v2/alerts',
  request: z.strictObject({
    pair: pairField,
    price: z.string().check(
      z.maxLength(40, 'price is too long'),
      z.regex(/^\d+(\.\d+)?$/, 'price must be a positive decimal number such as 64000.5'),
      z.refine((v) => /[1-9]/.test(v), 'price must be greater than 0'),
    ),
  }),
  answer: ok(priceAlertSchema),
  fallback: { code: 0, message: '', data: { id: '0', pair: 'BTC_USDT', price: '0', direction: 'above', status: 'triggered', created_ms: 0, triggered_ms: 0 } },
});

/** Deletes one of the user's alerts (CSRF); 404 when it is not theirs. */
export const deletePriceAlert = defineCall({
  method: 'POST',
  path: '/apiw/v2/alerts/delete',
  request: z.strictObject({ id: intField('id', 1, 2_147_483_647) }),
  answer: ok(z.object({ id: z.string() })),
  fallback: { code: 0, message: '', data: { id: '0' } },
});
