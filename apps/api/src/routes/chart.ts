import { Hono } from 'hono';
import { getChartState, saveChartState } from '@exchange/contract/chart';
import { loadChartState, parseChartState, saveChartState as storeChartState } from '../domain/chartState';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';

/** Saved chart state (packages/contract/src/chart.ts): load and save per chart id; logged-in only, the save with CSRF. */
export function chartRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, getChartState, async (c) => {
    const user = requireUser(c);
    const { chart } = await readInput(c, getChartState);
    const { state, updatedMs } = await loadChartState(c.var.db, user.user.id, chart);
    return answer(c, getChartState, { code: 0, message: '', data: { state, updated_ms: updatedMs } });
  });

  serve(app, saveChartState, async (c) => {
    const user = requireUser(c);
    const { chart, state } = await readInput(c, saveChartState);
    const parsed = parseChartState(state);
    if (!parsed.ok) throw invalidInput(parsed.message);
    const now = c.var.now();
    await storeChartState(c.var.db, user.user.id, chart, parsed.state, now);
    return answer(c, saveChartState, { code: 0, message: '', data: { updated_ms: now.getTime() } });
  });

  return app;
}
