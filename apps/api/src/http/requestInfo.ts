import type { Context } from 'hono';
import { hostname } from '@exchange/sites/resolve';

function firstHeaderValue(c: Context, name: string): string | undefined {
  const value = c.req.header(name)?.split(',')[0]?.trim();
  return value ? value : undefined;
}

/** The host the visitor asked for: the web server's `x-forwarded-host`, else `host`, else the URL's. */
export function requestHost(c: Context): string {
  return firstHeaderValue(c, 'x-forwarded-host') ?? firstHeaderValue(c, 'host') ?? new URL(c.req.url).host;
}

/** `https` or `http`: the proxy's `x-forwarded-proto`, else the URL scheme. */
export function requestProto(c: Context): string {
  const forwarded = firstHeaderValue(c, 'x-forwarded-proto')?.toLowerCase();
  if (forwarded) return forwarded;
  return new URL(c.req.url).protocol.replace(/:$/, '');
}

export function isLocalHostname(name: string): boolean {
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost');
}

/** Plain http on a loopback name: the only place cookies go without Secure (and without `__Host-`). */
export function isInsecureLocal(c: Context): boolean {
  return requestProto(c) === 'http' && isLocalHostname(hostname(requestHost(c)));
}

/** The client address: first `x-forwarded-for` entry, else the socket's, else 'unknown'. */
export function clientIp(c: Context, socketAddress: string | undefined): string {
  return (firstHeaderValue(c, 'x-forwarded-for') ?? socketAddress ?? 'unknown').slice(0, 64);
}
