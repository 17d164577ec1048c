import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { NO_CONTENT_CSP, STATIC_SECURITY_HEADERS } from '@/lib/security/security-headers';

/**
 * Every answer carries the security headers (docs/SECURITY-HEADERS.md). Pages get theirs from
 * proxy.ts and static files from next.config.ts's `headers`, but Next makes some answers before
 * either runs (its 308 for a path with a trailing slash or `//`), which had none. So the front
 * door fills them in as any answer's head is written: each of STATIC_SECURITY_HEADERS the answer
 * lacks, and, when it has no Content-Security-Policy at all, one that allows nothing
 * (NO_CONTENT_CSP: such an answer is no document to render). What Next, next.config.ts or
 * proxy.ts set is never replaced.
 */
export const FILLED_HEADERS: Readonly<Record<string, string>> = { ...STATIC_SECURITY_HEADERS, 'Content-Security-Policy': NO_CONTENT_CSP };

type WriteHead = ServerResponse['writeHead'];

/** The header names writeHead's own headers argument (an object or a flat [name, value, …] list) sets. */
function namesIn(arg: unknown): Set<string> {
  if (Array.isArray(arg)) {
    const flat = arg.flat() as unknown[];
    return new Set(flat.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase()));
  }
  if (typeof arg === 'object' && arg !== null) return new Set(Object.keys(arg as OutgoingHttpHeaders).map((name) => name.toLowerCase()));
  return new Set();
}

/** Makes `res` fill in the security headers it lacks when its head is written (setHeader and end(), or writeHead with headers). */
export function fillSecurityHeaders(res: ServerResponse): void {
  const writeHead: (...args: unknown[]) => ServerResponse = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const replacement = (...args: unknown[]): ServerResponse => {
    const headersArg = args.find((arg) => typeof arg === 'object' && arg !== null);
    const given = namesIn(headersArg);
    const missing = Object.entries(FILLED_HEADERS).filter(([name]) => !res.hasHeader(name) && !given.has(name.toLowerCase()));
    if (Array.isArray(headersArg)) {
      // a raw list is written as it is (Node merges nothing into it): the missing ones go on its end
      const list = headersArg as unknown[];
      for (const [name, value] of missing) list.push(name, value);
    } else {
      for (const [name, value] of missing) res.setHeader(name, value);
    }
    return writeHead(...args);
  };
  res.writeHead = replacement as WriteHead;
}
