import { Hono } from 'hono';
import { trackEvents } from '@exchange/contract/tracking';
import type { SiteConfig } from '@exchange/sites/types';
import { clickEvents } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

/** The page's locale: its first path segment when the site offers that locale, else the site's default. */
export function pageLocale(site: SiteConfig, page: string): string {
  const first = page.split(/[/?#]/)[1] ?? '';
  return (site.locales as readonly string[]).includes(first) ? first : site.defaultLocale;
}

export function trackingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, trackEvents, async (c) => {
    const { events } = await readInput(c, trackEvents);
    const { db, site, session } = c.var;
    const createdAt = c.var.now();
    await db.insert(clickEvents).values(
      events.map((event) => ({
        name: event.name,
        button: event.button,
        page: event.page,
        siteKey: site.key,
        locale: pageLocale(site, event.page),
        userId: session?.user.id ?? null,
        clientTs: new Date(event.ts),
        createdAt,
      })),
    );
    return answer(c, trackEvents, { code: 0, message: '', data: { accepted: events.length } });
  });

  return app;
}
