import { ErrorCode } from './errors';
import type { ErrorAnswer } from './define';

/** The few errors Node's HTTP parser reports (`clientError`) that deserve their own status. */
const STATUS_OF: Record<string, readonly [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Request timed out'],
};

/**
 * The raw HTTP answer to a request Node's parser refused before there was a request (headers or
 * URL over the limit, a malformed request line, a timeout): the JSON `{code, message}` every other
 * refusal has, instead of Node's bare status line. Written to the socket by the web server's and
 * the API's `clientError` listeners (there is no response object then).
 */
export function parserRefusal(errorCode: string | undefined): string {
  const [status, reason, message] = STATUS_OF[errorCode ?? ''] ?? [400, 'Bad Request', 'Bad request'];
  const body = JSON.stringify({ code: ErrorCode.invalidInput, message } satisfies ErrorAnswer);
  return (
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${new TextEncoder().encode(body).length}\r\n` +
    `cache-control: no-store\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n${body}`
  );
}
