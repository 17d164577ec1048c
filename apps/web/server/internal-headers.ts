import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Response headers Next writes for its own use that no browser needs: `x-middleware-rewrite` names
 * the internal path proxy.ts rewrote a page to (`/en`, `/tr/_not-found`). Next's router sets it on
 * every proxy rewrite (next/dist/server/lib/router-utils/resolve-routes.js) and proxy.ts cannot
 * remove it (deleting it from its NextResponse would cancel the rewrite); only the Pages Router's
 * client reads it (next/dist/shared/lib/router/router.js), the App Router's reads
 * `x-nextjs-rewritten-path` instead. So the front door drops it as the answer's head is written.
 */
export const INTERNAL_RESPONSE_HEADERS: readonly string[] = ['x-middleware-rewrite'];

type WriteHead = ServerResponse['writeHead'];

/** Makes `res` drop INTERNAL_RESPONSE_HEADERS however they were set (setHeader, or writeHead's own headers). */
export function hideInternalHeaders(res: ServerResponse): void {
  const writeHead: (...args: unknown[]) => ServerResponse = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const replacement = (...args: unknown[]): ServerResponse => {
    for (const name of INTERNAL_RESPONSE_HEADERS) res.removeHeader(name);
    const cleaned = args.map((arg) => {
      if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) return arg;
      const kept = Object.entries(arg as OutgoingHttpHeaders).filter(([key]) => !INTERNAL_RESPONSE_HEADERS.includes(key.toLowerCase()));
      return Object.fromEntries(kept) as OutgoingHttpHeaders;
    });
    return writeHead(...cleaned);
  };
  res.writeHead = replacement as WriteHead;
}
