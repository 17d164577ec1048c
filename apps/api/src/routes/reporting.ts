import { Hono } from 'hono';
import { reportError } from '@exchange/contract/reporting';
import { isIgnoredReport } from '../domain/errorReports';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { reserveErrorReport } from '../security/rateLimit';

const OK = { code: 0, message: '', data: null } as const;

export function reportingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * A browser's error report (public; CSRF like every POST): validated, then ignored (ok, nothing
   * stored) when a bot sent it or it is an extension's or a chunk-load error, else stored with the
   * site, the session user, the user agent and the client address: 30 per address a minute, then 429.
   */
  serve(app, reportError, async (c) => {
    const input = await readInput(c, reportError);
    const userAgent = c.req.header('user-agent');
    if (isIgnoredReport(userAgent, input)) return answer(c, reportError, OK);
    const reservation = await reserveErrorReport(
      c.var.db,
      {
        kind: input.kind,
        message: input.message,
        page: input.page,
        release: input.release,
        stack: input.stack ?? null,
        userAgent: (userAgent ?? '').slice(0, 512),
        siteKey: c.var.site.key,
        userId: c.var.session?.user.id ?? null,
        ip: c.var.clientIp,
      },
      c.var.now(),
    );
    if (!reservation.ok) throw rateLimited(reservation.retryAfter);
    return answer(c, reportError, OK);
  });

  return app;
}
