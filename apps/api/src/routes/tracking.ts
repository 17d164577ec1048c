import { Hono } from 'hono';
import { trackEvents } from '@exchange/contract/tracking';
import { recordClicks } from '../domain/tracking';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { rateLimited } from '../http/errors';
import { readInput } from '../http/input';

export function trackingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * A batch of click events (public; CSRF like every POST): 600 events per client address a
   * minute, then 429 for a batch that would pass it; events older than 90 days are deleted as new
   * ones arrive (security/rateLimit.ts).
   */
  serve(app, trackEvents, async (c) => {
    const { events } = await readInput(c, trackEvents);
    const { db, site, session } = c.var;
    const recorded = await recordClicks(db, { ip: c.var.clientIp, site, userId: session?.user.id ?? null, createdAt: c.var.now() }, events);
    if (!recorded.ok) throw rateLimited(recorded.retryAfter);
    return answer(c, trackEvents, { code: 0, message: '', data: { accepted: events.length } });
  });

  return app;
}
