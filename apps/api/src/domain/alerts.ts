import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { MAX_ACTIVE_ALERTS, TRIGGERED_ALERT_DAYS, type PriceAlert } from '@exchange/contract/alerts';
import type { Db } from '../db/client';
import { priceAlerts } from '../db/schema';
import type { PriceRange } from './prices';
import { createNotice } from './notices';
import { normal } from '@exchange/decimal/text';
import { rowsOf } from './sqlRows';

/** Price alerts (contract: packages/contract/src/alerts.ts). */

type AlertRow = typeof priceAlerts.$inferSelect;
const DAY_MS = 86_400_000;

export function toPriceAlert(row: AlertRow): PriceAlert {
  return {
    id: String(row.id),
    pair: row.pair,
    price: normal(row.price),
    direction: row.direction,
    status: row.status,
    created_ms: row.createdAt.getTime(),
    triggered_ms: row.triggeredAt?.getTime() ?? 0,
  };
}

export type AlertCreated = { ok: true; alert: PriceAlert } | { ok: false; message: string };

/** Stores an alert unless the user has MAX_ACTIVE_ALERTS active: counted and inserted in one transaction under a per-user advisory lock. */
export async function createAlert(
  db: Db,
  input: { userId: number; pair: string; price: string; direction: 'above' | 'below'; now: Date },
): Promise<AlertCreated> {
  return db.transaction(async (tx): Promise<AlertCreated> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`price-alerts:${input.userId}`}, 0))`);
    const [active] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, input.userId), eq(priceAlerts.status, 'active')));
    if ((active?.n ?? 0) >= MAX_ACTIVE_ALERTS) return { ok: false, message: `You can have at most ${MAX_ACTIVE_ALERTS} active price alerts` };
    const [row] = await tx
      .insert(priceAlerts)
      .values({ userId: input.userId, pair: input.pair, price: normal(input.price), direction: input.direction, createdAt: input.now })
      .returning();
    if (!row) throw new Error('alert not stored');
    return { ok: true, alert: toPriceAlert(row) };
  });
}

/** The user's active alerts and those triggered in the last TRIGGERED_ALERT_DAYS, newest first. */
export async function listAlerts(db: Db, userId: number, pair: string | undefined, now: Date): Promise<PriceAlert[]> {
  const since = new Date(now.getTime() - TRIGGERED_ALERT_DAYS * DAY_MS);
  const conditions = [eq(priceAlerts.userId, userId), or(eq(priceAlerts.status, 'active'), gt(priceAlerts.triggeredAt, since))];
  if (pair) conditions.push(eq(priceAlerts.pair, pair));
  const rows = await db
    .select()
    .from(priceAlerts)
    .where(and(...conditions))
    .orderBy(desc(priceAlerts.id))
    .limit(500);
  return rows.map(toPriceAlert);
}

/** Deletes one of the user's alerts; false when the user has none with this id. */
export async function deleteAlert(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/**
 * Marks every active alert the step's prices reached as triggered (an `above` alert when the
 * step's high reached its price, a `below` one when its low did) and leaves each user a `market`
 * notice, in one transaction: `update … where status = 'active' … returning` marks each alert
 * once, and the notices (announced with NOTIFY, delivered on commit) exist exactly when their
 * alerts are triggered. Answers how many triggered.
 */
export async function triggerAlerts(db: Db, ranges: readonly PriceRange[], now: Date): Promise<number> {
  const spot = ranges.filter((r) => r.kind === 'spot').map((r) => ({ name: r.name, low: r.low, high: r.high }));
  if (spot.length === 0) return 0;
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update price_alerts a
         set status = 'triggered', triggered_at = ${now}
        from jsonb_to_recordset(${JSON.stringify(spot)}::jsonb) as r(name text, low numeric, high numeric)
       where a.pair = r.name
         and a.status = 'active'
         and ((a.direction = 'above' and r.high >= a.price) or (a.direction = 'below' and r.low <= a.price))
      returning a.user_id, a.pair, a.price::text as price, a.direction`);
    const triggered = rowsOf(result).map((r) => ({
      userId: Number(r.user_id),
      pair: String(r.pair),
      price: normal(String(r.price)),
      direction: String(r.direction),
    }));
    for (const alert of triggered) {
      const { price } = alert;
      const word = alert.direction === 'above' ? 'risen to' : 'fallen to';
      await createNotice(tx, alert.userId, {
        type: 'market',
        title: `Price alert: ${alert.pair} ${alert.direction === 'above' ? '≥' : '≤'} ${price}`,
        content: `${alert.pair.replace('_', '/')} has ${word} your alert price of ${price}.`,
        notification: { type: 'spot_trade', template_id: 'price_alert', extras: { market: alert.pair }, template_args: { pair: alert.pair, price } },
        sentAt: now,
      });
    }
    return triggered.length;
  });
}

/** Deletes alerts triggered more than TRIGGERED_ALERT_DAYS ago. */
export async function pruneTriggeredAlerts(db: Db, now: Date): Promise<void> {
  await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.status, 'triggered'), sql`${priceAlerts.triggeredAt} < ${new Date(now.getTime() - TRIGGERED_ALERT_DAYS * DAY_MS)}`));
}
