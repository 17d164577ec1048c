import type { ServerResponse } from 'node:http';
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
