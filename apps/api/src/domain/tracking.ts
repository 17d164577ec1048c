import type { SiteConfig } from '@exchange/sites/types';
import type { Db } from '../db/client';
import { clickEvents } from '../db/schema';
import { reserveTrackedEvents, type Reservation } from '../security/rateLimit';

/** The page's locale: its first path segment when the site offers that locale, else the site's default. */
export function pageLocale(site: SiteConfig, page: string): string {
  const first = page.split(/[/?#]/)[1] ?? '';
  return (site.locales as readonly string[]).includes(first) ? first : site.defaultLocale;
}

/** A click as the page reported it: `ts` is the client's clock (ms). */
export interface ClickEvent {
  name: string;
  button: string;
  page: string;
  ts: number;
}

/**
 * Stores a batch of clicks with the request's site, each page's locale, the user (null: a guest)
 * and the server's time, within the client address's allowance (600 events a minute: refused
 * whole, nothing stored, when the batch would pass it; security/rateLimit.ts).
 */
export async function recordClicks(
  db: Db,
  from: { ip: string; site: SiteConfig; userId: number | null; createdAt: Date },
  events: readonly ClickEvent[],
): Promise<Reservation<unknown>> {
  const { site, userId, createdAt } = from;
  return reserveTrackedEvents(db, from.ip, events.length, createdAt, (tx) =>
    tx.insert(clickEvents).values(
      events.map((event) => ({
        name: event.name,
        button: event.button,
        page: event.page,
        siteKey: site.key,
        locale: pageLocale(site, event.page),
        userId,
        clientTs: new Date(event.ts),
        createdAt,
      })),
    ),
  );
}
