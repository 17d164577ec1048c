import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode } from '@exchange/contract/errors';
import type { ErrorAnswer } from '@exchange/contract/define';

/** An error answer in the API's shape (`{code, message}`, packages/contract define.ts `errorAnswer`). */
export function sendError(res: ServerResponse, status: number, answer: ErrorAnswer, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(answer);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...extra,
  });
  res.end(body);
}

/** The few errors Node's HTTP parser reports (`clientError`) that deserve their own status. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * The server's `clientError` listener: a request Node's parser refuses before there is a request
 * (headers or URL over its 16 KiB, a malformed request line, a timeout) is answered in the same
 * JSON `{code, message}` shape as every other refusal, written to the socket (there is no response
 * object), instead of Node's bare status line; a connection already gone is just closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const message = status === 431 ? 'Request headers too large' : status === 408 ? 'Request timed out' : 'Bad request';
  const body = JSON.stringify({ code: ErrorCode.invalidInput, message } satisfies ErrorAnswer);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `cache-control: no-store\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`,
  );
}
