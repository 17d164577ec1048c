import {
  request as httpRequest,
  Agent as HttpAgent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { ErrorCode } from '@exchange/contract/errors';
import { sendError } from './answers';

/** Connection-level headers (RFC 9110 §7.6.1): never passed on, in either direction. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The headers to pass on: without hop-by-hop ones and those the Connection header names. */
export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** A body too long to forward, judged from Content-Length alone (chunked bodies are counted as they come). */
export function declaredTooLarge(contentLength: string | undefined, maxBytes: number): boolean {
  if (contentLength === undefined) return false;
  const length = Number(contentLength);
  return !Number.isFinite(length) || length > maxBytes;
}

export interface ForwardOptions {
  /** API_ORIGIN: where the API prefixes go */
  readonly upstream: URL;
  /** longest body forwarded (MAX_BODY_BYTES of packages/contract) */
  readonly maxBodyBytes: number;
  /** a POST path's own longer limit (the contract's upload calls: upload-calls.ts uploadBodyLimitOf); default none */
  readonly uploadBodyBytes?: (path: string) => number | undefined;
  /** the API must start answering within this time, else 504 */
  readonly timeoutMs: number;
  /**
   * Upload bodies (those over `maxBodyBytes`, allowed by an upload call's own limit) being
   * received or forwarded at once, at most: one more is refused with 503 before any of it is
   * read. Anyone may send one before the API sees a session, so without a bound a few hundred
   * slow 20 MiB bodies would hold gigabytes of this server's memory. Default UPLOADS_IN_FLIGHT.
   */
  readonly uploadsInFlight?: number;
  /** An upload body must have arrived whole within this time, else 408 (a slow sender holds a slot and its memory). Default UPLOAD_BODY_MS. */
  readonly uploadBodyMs?: number;
}

/** How many upload bodies the front door takes at once by default (ForwardOptions.uploadsInFlight). */
export const UPLOADS_IN_FLIGHT = 16;
/** How long an upload body may take to arrive by default (ForwardOptions.uploadBodyMs): 20 MiB at ~350 KB/s. */
export const UPLOAD_BODY_MS = 60_000;

export type Forwarder = ((req: IncomingMessage, res: ServerResponse) => void) & {
  readonly close: () => void;
  /** upload bodies being received or forwarded now (their slots of `uploadsInFlight`) */
  readonly uploadsNow: () => number;
};

const tooLarge = { code: ErrorCode.invalidInput, message: 'Request body too large' };
const busy = { code: ErrorCode.apiUnavailable, message: 'Too many uploads at once, try again shortly' };
const tooSlow = { code: ErrorCode.invalidInput, message: 'The upload took too long to arrive' };
const unavailable = { code: ErrorCode.apiUnavailable, message: 'The service is unavailable, try again shortly' };
const timedOut = { code: ErrorCode.apiTimeout, message: 'The service did not answer in time, try again shortly' };

/**
 * Refuses a body with `status` (413 too large, 503 too many uploads at once, 408 too slow) and
 * closes the connection: the rest of the body is read and dropped (up to a bound, so the client
 * sees the answer rather than a reset), never parsed as a request.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, status: number, answer: { code: number; message: string }): void {
  sendError(res, status, answer, { connection: 'close', ...(status === 503 ? { 'retry-after': '5' } : {}) });
  let dropped = 0;
  const giveUp = setTimeout(() => req.socket.destroy(), 5_000);
  giveUp.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > 8 * 1024 * 1024) req.socket.destroy();
  });
  req.on('end', () => clearTimeout(giveUp));
  req.on('close', () => clearTimeout(giveUp));
  req.resume();
}

const refuseTooLarge = (req: IncomingMessage, res: ServerResponse) => refuseBody(req, res, 413, tooLarge);

/**
 * Reads the whole body (at most `max` bytes, within `deadlineMs` when given); resolves 'tooLarge'
 * when it is longer, 'tooSlow' when it has not all arrived in time.
 */
function readBody(req: IncomingMessage, max: number, deadlineMs?: number): Promise<Buffer | 'tooLarge' | 'tooSlow'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = (outcome: 'tooLarge' | 'tooSlow') => {
      clearTimeout(deadline);
      req.off('data', onData);
      req.off('end', onEnd);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > max) return stop('tooLarge');
      chunks.push(chunk);
    };
    const onEnd = () => {
      clearTimeout(deadline);
      resolve(Buffer.concat(chunks, total));
    };
    const deadline = deadlineMs === undefined ? undefined : setTimeout(() => stop('tooSlow'), deadlineMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
    // the client went away mid-body: nothing to forward
    req.on('close', () => {
      clearTimeout(deadline);
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

/**
 * The longest body a request may carry: an upload call's own limit for a POST to its path (the
 * query aside), MAX_BODY_BYTES for everything else.
 */
export function bodyLimitFor(options: Pick<ForwardOptions, 'maxBodyBytes' | 'uploadBodyBytes'>, method: string | undefined, url: string | undefined): number {
  if (method !== 'POST' || !options.uploadBodyBytes) return options.maxBodyBytes;
  const path = (url ?? '').split('?')[0] ?? '';
  return options.uploadBodyBytes(path) ?? options.maxBodyBytes;
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
}

/**
 * Forwards a request under an API prefix to the API: the body is read first (bounded by
 * `maxBodyBytes`, or an upload call's own limit, by Content-Length and by counting a chunked body), then sent with its length;
 * the answer streams back with hop-by-hop headers dropped and the API's address never shown.
 * API unreachable → 502, no answer within `timeoutMs` → 504, both JSON `{code, message}`.
 */
export function createForwarder(options: ForwardOptions): Forwarder {
  const tls = options.upstream.protocol === 'https:';
  const agent = tls ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const upstreamOrigin = options.upstream.origin;

  const uploadSlots = options.uploadsInFlight ?? UPLOADS_IN_FLIGHT;
  let uploadsNow = 0;

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const maxBodyBytes = bodyLimitFor(options, req.method, req.url);
    if (declaredTooLarge(req.headers['content-length'], maxBodyBytes)) return refuseTooLarge(req, res);
    let body: Buffer | undefined;
    if (hasBody(req)) {
      // an upload call's body: one of a bounded number of slots, held until its answer ends
      const upload = maxBodyBytes > options.maxBodyBytes;
      if (upload) {
        if (uploadsNow >= uploadSlots) return refuseBody(req, res, 503, busy);
        uploadsNow += 1;
        res.once('close', () => {
          uploadsNow -= 1;
        });
      }
      const read = await readBody(req, maxBodyBytes, upload ? (options.uploadBodyMs ?? UPLOAD_BODY_MS) : undefined);
      if (read === 'tooLarge') return refuseTooLarge(req, res);
      if (read === 'tooSlow') return refuseBody(req, res, 408, tooSlow);
      body = read;
    }

    const headers = endToEndHeaders(req.headers);
    headers.host = options.upstream.host;
    if (body) headers['content-length'] = String(body.length);
    else delete headers['content-length'];

    const send = tls ? httpsRequest : httpRequest;
    // One retry, on a kept-alive connection the API closed just as it was reused (it answered
    // nothing, so the request was never processed): Node's documented keep-alive race.
    const attempt = (mayRetry: boolean): void => {
      const upstream = send({
        protocol: options.upstream.protocol,
        hostname: options.upstream.hostname,
        port: options.upstream.port || undefined,
        method: req.method,
        path: req.url,
        headers,
        // the first attempt takes a pooled connection; the retry takes a new one: the pool may hold
        // more sockets the API has closed meanwhile (several idle past its keep-alive timeout)
        agent: mayRetry ? agent : false,
      });
      let timedOutFlag = false;
      const timer = setTimeout(() => {
        timedOutFlag = true;
        upstream.destroy(new Error('upstream timeout'));
      }, options.timeoutMs);

      upstream.on('response', (answer) => {
        clearTimeout(timer);
        const out = endToEndHeaders(answer.headers);
        const location = out.location;
        if (typeof location === 'string' && location.startsWith(upstreamOrigin)) out.location = location.slice(upstreamOrigin.length) || '/';
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        if (mayRetry && !timedOutFlag && upstream.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE') && !res.headersSent) {
          attempt(false);
          return;
        }
        if (timedOutFlag) sendError(res, 504, timedOut);
        else sendError(res, 502, unavailable);
      });
      // the client went away before the answer ended: stop asking the API
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      upstream.end(body);
    };
    attempt(true);
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    forward(req, res).catch(() => sendError(res, 400, { code: ErrorCode.invalidInput, message: 'Bad request' }));
  };
  return Object.assign(handler, { close: () => agent.destroy(), uploadsNow: () => uploadsNow });
}
