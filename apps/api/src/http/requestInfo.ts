import type { Context } from 'hono';
import { hostname } from '@exchange/sites/resolve';

/**
 * The hop allowed to tell us the visitor's address, host and scheme: the web server. By default
 * the web server on this machine (loopback, also as an IPv4-mapped IPv6 address).
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** TRUSTED_PROXIES: comma-separated exact peer addresses; unset or blank → the loopback default. */
export function parseTrustedProxies(value: string | undefined): readonly string[] {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  return list.length > 0 ? list : DEFAULT_TRUSTED_PROXIES;
}

export interface RequestInfo {
  /** the host[:port] the visitor asked for */
  host: string;
  proto: 'http' | 'https';
  /** the visitor's address (at most 64 characters), or 'unknown' */
  clientIp: string;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port 1–65535. */
export function isValidHost(value: string): boolean {
  if (value.length > 255) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** Reads a request header by (lower-case) name. */
export type HeaderReader = (name: string) => string | undefined;

function header(read: HeaderReader, name: string): string | undefined {
  const value = read(name)?.trim();
  return value ? value : undefined;
}

/** The last entry of a comma-separated header: the one the nearest (trusted) hop added. */
function lastEntry(read: HeaderReader, name: string): string | undefined {
  const value = header(read, name)?.split(',').pop()?.trim();
  return value ? value : undefined;
}

function asProto(value: string | undefined): 'http' | 'https' | undefined {
  const lower = value?.toLowerCase();
  return lower === 'http' || lower === 'https' ? lower : undefined;
}

function asHost(value: string | undefined): string | undefined {
  return value !== undefined && isValidHost(value) ? value : undefined;
}

/**
 * Who asked and for what. Forwarding headers count only when the socket peer is a trusted proxy
 * (the web server strips what the browser sent and sets its own): then the visitor is the LAST
 * `x-forwarded-for` entry, the host `x-forwarded-host` and the scheme `x-forwarded-proto`, each
 * used only when well-formed (a host[:port] with port 1–65535; `http` or `https`). Otherwise, and
 * for whatever a forwarded header leaves out, the socket's address, the `Host` header and the
 * connection's own scheme. A request without a socket (`peer` undefined: only `app.request`) is
 * never trusted.
 */
export function requestInfo(c: Context, peer: string | undefined, trustedProxies: readonly string[]): RequestInfo {
  return requestInfoOf((name) => c.req.header(name), new URL(c.req.url), peer, trustedProxies);
}

/** requestInfo for any request (the WebSocket upgrade's too): its headers, URL and socket peer. */
export function requestInfoOf(c: HeaderReader, url: URL, peer: string | undefined, trustedProxies: readonly string[]): RequestInfo {
  const trusted = peer !== undefined && trustedProxies.includes(peer.toLowerCase());
  const ownHost = asHost(header(c, 'host')) ?? url.host;
  const ownProto = asProto(url.protocol.replace(/:$/, '')) ?? 'http';
  const ownIp = peer ?? 'unknown';
  if (!trusted) return { host: ownHost, proto: ownProto, clientIp: ownIp.slice(0, 64) };
  return {
    host: asHost(lastEntry(c, 'x-forwarded-host')) ?? ownHost,
    proto: asProto(lastEntry(c, 'x-forwarded-proto')) ?? ownProto,
    clientIp: (lastEntry(c, 'x-forwarded-for') ?? ownIp).slice(0, 64),
  };
}

export function isLocalHostname(name: string): boolean {
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost');
}

/** Plain http on a loopback name: the only place cookies go without Secure (and without `__Host-`). */
export function isInsecureLocal(info: Pick<RequestInfo, 'host' | 'proto'>): boolean {
  return info.proto === 'http' && isLocalHostname(hostname(info.host));
}
