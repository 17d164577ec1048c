import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { ErrorCode } from '@exchange/contract/errors';
import type { Db } from '../db/client';
import type { AppEnv } from './env';

/** How long readiness waits for the database's `select 1` before it counts as not answering. */
export const READY_DB_TIMEOUT_MS = 1_000;

/** The database answers a trivial query within `timeoutMs`. Never throws. */
async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes a load balancer or an orchestrator asks this instance, on its own port (the web
 * server forwards only the API prefixes, so the public site never reaches them):
 *
 * - `GET /healthz`, liveness: 200 `{"status":"ok"}` whenever the process answers at all.
 * - `GET /readyz`, readiness: 200 `{"status":"ready"}` when the instance should get requests;
 *   503 with an error answer (`code` 50301) from the shutdown signal on (`draining`, so requests
 *   stop coming before the server closes: SHUTDOWN_DRAIN_MS) and while the database does not answer
 *   `select 1` within {@link READY_DB_TIMEOUT_MS}. Every instance shares the database, so a
 *   database outage takes them all out together: the balancer then answers at once instead of
 *   each call waiting for its own timeout.
 *
 * Mounted before the session middleware: a probe costs one query at most, never a session read.
 * No cache (`no-store`), no input: a query string is ignored.
 */
export function healthRoutes(db: Db, draining: () => boolean, timeoutMs = READY_DB_TIMEOUT_MS): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) return c.json({ code: ErrorCode.notReady, message: 'Shutting down' }, 503);
    if (!(await databaseAnswers(db, timeoutMs))) return c.json({ code: ErrorCode.notReady, message: 'The database does not answer' }, 503);
    return c.json({ status: 'ready' });
  });
  return app;
}
