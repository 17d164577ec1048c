import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode } from '@exchange/contract/errors';
import { sendError, sendJson } from './answers';

/** The load balancer's probes the web server answers itself, before Next. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * Answers a probe (the path already normalised, the query ignored), as the API's own probes do
 * (apps/api/src/http/health.ts):
 *
 * - `/healthz`, liveness: 200 `{"status":"ok"}` while the process answers.
 * - `/readyz`, readiness: 200 `{"status":"ready"}`, or 503 (`code` 50301) from the shutdown signal
 *   on (`draining`: SHUTDOWN_DRAIN_MS in main.ts), so a balancer stops sending requests before the
 *   server closes. An API that does not answer does not make the web server unready: its pages
 *   still render, with the contract's defaults, and the balancer in front of the API judges the
 *   API.
 *
 * GET and HEAD only; another method gets 405 with `Allow`, and the connection closes.
 */
export function answerProbe(pathname: string, req: IncomingMessage, res: ServerResponse, draining: () => boolean): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // a body it will not read must not stay on the connection as the next request
    sendError(res, 405, { code: ErrorCode.invalidInput, message: 'Method not allowed' }, { allow: 'GET, HEAD', connection: 'close' });
    return;
  }
  if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
  if (draining()) return sendError(res, 503, { code: ErrorCode.notReady, message: 'Shutting down' });
  sendJson(res, 200, { status: 'ready' });
}
