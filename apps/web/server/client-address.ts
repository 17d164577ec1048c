import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { CONTEXT_HEADER } from '@/lib/request/context-headers';
import { formatHost, parseHostHeader, parseProto } from '@/lib/security/host-header';

/**
 * The forwarding headers the front door decides: the client address from the socket, the
 * validated Host, and the protocol of the connection. A client's own X-Forwarded-*, Forwarded and
 * X-Real-IP are dropped. Only a peer listed in TRUSTED_PROXIES (a load balancer in front) may
 * name the client (the last X-Forwarded-For entry: the one that hop added), the protocol
 * (http/https) and the host.
 */
export interface ForwardedValues {
  readonly for: string;
  readonly host: string;
  readonly proto: 'http' | 'https';
}

/** A socket address as a plain IP: `::ffff:1.2.3.4` → `1.2.3.4`, lower case, no zone; undefined when it is none. */
export function normaliseAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  let value = address.trim().toLowerCase();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) value = mapped[1];
  return isIP(value) ? value : undefined;
}

/** `TRUSTED_PROXIES`: a comma list of peer addresses (default none). Entries that are not addresses are ignored. */
export function parseTrustedProxies(spec: string | undefined): ReadonlySet<string> {
  const set = new Set<string>();
  for (const entry of (spec ?? '').split(',')) {
    const address = normaliseAddress(entry);
    if (address) set.add(address);
  }
  return set;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function lastEntry(value: string | undefined): string | undefined {
  return value?.split(',').pop()?.trim();
}

export interface Connection {
  readonly peer: string | undefined;
  readonly tls: boolean;
}

/** The values to forward, or undefined when the request names no valid host (answer 400). */
export function forwardedValues(connection: Connection, headers: IncomingHttpHeaders, trusted: ReadonlySet<string>): ForwardedValues | undefined {
  const peer = normaliseAddress(connection.peer) ?? 'unknown';
  const ownProto = connection.tls ? 'https' : 'http';
  const ownHost = parseHostHeader(header(headers, 'host'));
  if (trusted.has(peer)) {
    const client = normaliseAddress(lastEntry(header(headers, 'x-forwarded-for')));
    const host = parseHostHeader(lastEntry(header(headers, 'x-forwarded-host'))) ?? ownHost;
    if (!host) return undefined;
    return { for: client ?? peer, host: formatHost(host), proto: parseProto(header(headers, 'x-forwarded-proto')) ?? ownProto };
  }
  if (!ownHost) return undefined;
  return { for: peer, host: formatHost(ownHost), proto: ownProto };
}

/**
 * Headers a client may not set: forwarding claims, and the context headers proxy.ts sets for
 * the render (it overwrites them, but a request it does not see must not carry them either).
 */
const CLIENT_FORBIDDEN: ReadonlySet<string> = new Set(['forwarded', 'x-real-ip', ...Object.values(CONTEXT_HEADER)]);

/** Replaces the request's forwarding headers with `values` (in place: Next reads `req.headers`). */
export function applyForwarded(headers: IncomingHttpHeaders, values: ForwardedValues): void {
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-forwarded-') || name.startsWith('x-middleware-') || CLIENT_FORBIDDEN.has(name)) Reflect.deleteProperty(headers, name);
  }
  headers['x-forwarded-for'] = values.for;
  headers['x-forwarded-host'] = values.host;
  headers['x-forwarded-proto'] = values.proto;
}
