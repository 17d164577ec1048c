import type { ServerResponse } from 'node:http';
import type { ErrorAnswer } from '@exchange/contract/define';
import { JSON_ANSWER_SECURITY_HEADERS } from '../src/lib/security-headers';

/** An error answer in the API's shape (`{code, message}`, packages/contract define.ts `errorAnswer`), with the API's security headers. */
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
    ...JSON_ANSWER_SECURITY_HEADERS,
    ...extra,
  });
  res.end(body);
}
