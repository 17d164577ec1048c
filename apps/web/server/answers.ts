import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { parserRefusal } from '@exchange/contract/parserRefusal';
import type { ErrorAnswer } from '@exchange/contract/define';
import { JSON_ANSWER_SECURITY_HEADERS } from '@/lib/security/security-headers';

/** A JSON answer the web server makes itself, never cached, with the API's security headers (Node sends no body to HEAD). */
export function sendJson(res: ServerResponse, status: number, answer: unknown, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(answer);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...JSON_ANSWER_SECURITY_HEADERS,
    ...extra,
  });
  res.end(body);
}

/** An error answer in the API's shape (`{code, message}`, packages/contract define.ts `errorAnswer`), with the API's security headers. */
export function sendError(res: ServerResponse, status: number, answer: ErrorAnswer, extra: Record<string, string> = {}): void {
  sendJson(res, status, answer, extra);
}

/**
 * The server's `clientError` listener: a request Node's parser refuses before there is a request
 * (headers or URL over its 16 KiB, a malformed request line, a timeout) is answered in JSON
 * (packages/contract parserRefusal.ts); a connection already gone is just closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(parserRefusal(error.code));
}
