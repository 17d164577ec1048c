import { Hono } from 'hono';
import { trackEvents } from '@exchange/contract/tracking';
import { recordClicks } from '../domain/tracking';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

export function trackingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, trackEvents, async (c) => {
    const { events } = await readInput(c, trackEvents);
    await recordClicks(c.var.db, c.var.site, c.var.session?.user.id ?? null, events, c.var.now());
    return answer(c, trackEvents, { code: 0, message: '', data: { accepted: events.length } });
  });

  return app;
}
