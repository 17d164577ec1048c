import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { JSON_ANSWER_SECURITY_HEADERS } from '@/lib/security/security-headers';
import { ErrorCode } from '@exchange/contract/errors';
import { isApiPath } from '@/lib/api/origin';
import { sendError } from './answers';
import { applyForwarded, forwardedValues } from './client-address';
import { bodyLimitFor, declaredTooLarge, type ForwardOptions, type Forwarder } from './forward';
import { hideInternalHeaders } from './internal-headers';
import type { PageCache } from './page-cache';
import { PAGE_METHODS, pageRequestRefusal } from './page-requests';
import { answerProbe, PROBE_PATHS } from './probes';
import { ALLOWED_METHODS, classifyTarget, normaliseTarget } from './request-line';
import { fillSecurityHeaders } from './security-fill';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface FrontDoorOptions {
  /** forwards the API prefixes to API_ORIGIN */
  readonly forwardToApi: Forwarder;
  /** everything else: Next's request handler */
  readonly next: Handler;
  /** peer addresses whose X-Forwarded-For/-Proto/-Host are believed (TRUSTED_PROXIES) */
  readonly trustedProxies: ReadonlySet<string>;
  /** true once the server is shutting down: /readyz answers 503 (probes.ts); default never */
  readonly draining?: () => boolean;
  /** the guest page cache (page-cache.ts) in front of Next's pages; default none */
  readonly pageCache?: PageCache;
  /** Next runs in development mode: its tooling paths take any method (page-requests.ts) */
  readonly dev?: boolean;
  readonly log?: (message: string, error: unknown) => void;
}

const badRequest = { code: ErrorCode.invalidInput, message: 'Bad request' };

/**
 * The web server's front door, before Next: checks the request line, answers the balancer's
 * probes (probes.ts), checks Host, sets the forwarding headers from what it sees (never what the
 * client claims), forwards the API prefixes to the API itself, refuses what no page takes (a
 * method, an unreadable router state: page-requests.ts), and gives every other request to Next,
 * through the guest page cache when there is one, filling in any security header Next's answer
 * lacks (security-fill.ts).
 */
export function createFrontDoor(options: FrontDoorOptions): Handler {
  const log = options.log ?? ((message, error) => console.error(`[web] ${message}`, error));
  const draining = options.draining ?? (() => false);
  return (req, res) => {
    const target = classifyTarget(req.method, req.url);
    if (target.kind === 'asterisk') {
      res.writeHead(204, { allow: ALLOWED_METHODS, 'content-length': '0', ...JSON_ANSWER_SECURITY_HEADERS });
      res.end();
      return;
    }
    if (target.kind === 'invalid') return sendError(res, 400, badRequest, { connection: 'close' });

    // the balancer's probes, answered here (whatever Host an instance is probed with), before Next
    const normalised = normaliseTarget(req.url ?? '/');
    if (normalised && PROBE_PATHS.has(normalised.pathname)) return answerProbe(normalised.pathname, req, res, draining);

    const values = forwardedValues({ peer: req.socket.remoteAddress, tls: Boolean((req.socket as TLSSocket).encrypted) }, req.headers, options.trustedProxies);
    if (!values) return sendError(res, 400, badRequest, { connection: 'close' });
    applyForwarded(req.headers, values);

    // the API prefixes are judged on the normalised path, and that is what the API gets
    if (normalised && isApiPath(normalised.pathname)) {
      req.url = normalised.path;
      return options.forwardToApi(req, res);
    }
    // what Next would answer with a page for any method, or a 500 (page-requests.ts)
    const refusal = pageRequestRefusal(req.method, normalised?.pathname ?? '', req.headers, options.dev);
    if (refusal === 'options') {
      res.writeHead(204, { allow: PAGE_METHODS, 'content-length': '0', ...JSON_ANSWER_SECURITY_HEADERS });
      res.end();
      return;
    }
    // a body it will not read must not stay on the connection as the next request
    if (refusal === 'method')
      return sendError(res, 405, { code: ErrorCode.invalidInput, message: 'Method not allowed' }, { allow: PAGE_METHODS, connection: 'close' });
    if (refusal === 'routerState') return sendError(res, 400, badRequest);
    hideInternalHeaders(res);
    fillSecurityHeaders(res);
    Promise.resolve(options.pageCache ? options.pageCache.handle(req, res, options.next) : options.next(req, res)).catch((error: unknown) => {
      log('request failed', error);
      if (!res.headersSent) sendError(res, 500, { code: ErrorCode.internal, message: 'Internal error' });
      else res.destroy();
    });
  };
}

/**
 * For `Expect: 100-continue` (Node's 'checkContinue'): a call to the API whose declared body is
 * over its limit (an upload call's own, else MAX_BODY_BYTES) gets its 413 at once, without a 100 Continue inviting the client to send it.
 */
export function createContinueHandler(handler: Handler, limits: Pick<ForwardOptions, 'maxBodyBytes' | 'uploadBodyBytes'>): Handler {
  return (req, res) => {
    const normalised = normaliseTarget(req.url ?? '/');
    const refused =
      normalised !== undefined &&
      isApiPath(normalised.pathname) &&
      declaredTooLarge(req.headers['content-length'], bodyLimitFor(limits, req.method, normalised.pathname));
    if (!refused) res.writeContinue();
    return handler(req, res);
  };
}
