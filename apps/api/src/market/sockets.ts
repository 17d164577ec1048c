import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { hostname, hostsOf, siteForHost } from '@exchange/sites/resolve';
import type { SiteConfig, SiteKey } from '@exchange/sites/types';
import { ErrorCode } from '@exchange/contract/errors';
import { requestInfoOf } from '../http/requestInfo';
import { API_SECURITY_HEADERS } from '../security/headers';
import type { MarketHub } from './hub/marketHub';
import type { Endpoint } from './protocol';

/** The WebSocket paths (the site table's `websocket` paths; `/ws/v4/` is Gate's, an alias of spot). */
export const WS_PATHS: Readonly<Record<string, Endpoint>> = { '/ws/spot': 'spot', '/ws/futures': 'futures', '/ws/v4/': 'spot', '/ws/v4': 'spot' };

export interface SocketOptions {
  trustedProxies: readonly string[];
  siteHosts: Partial<Record<SiteKey, string[]>>;
  maxConnectionsPerIp: number;
  /** the socket's hard frame limit (ws closes with 1009 above it) */
  maxPayloadBytes: number;
}

/**
 * Whether a browser page of `origin` may open a socket to `site`: its host must be one of the
 * site's hosts (any port: the page and the API listen on different ones). No Origin header (not a
 * browser) is allowed; `null` and anything unparsable are refused. This stops another web site
 * from opening sockets with a visitor's browser (cross-site WebSocket hijacking).
 */
export function originAllowed(origin: string | undefined, site: SiteConfig, siteHosts: Partial<Record<SiteKey, string[]>>): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return hostsOf(site, siteHosts).includes(hostname(url.host));
}

/** A refused upgrade: an HTTP answer in the API's error shape, with the API's security headers. */
function refuse(socket: Duplex, status: number, reason: string, code: number, message: string): void {
  const body = JSON.stringify({ code, message });
  const headers = Object.entries({ ...API_SECURITY_HEADERS, 'Cache-Control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Answers WebSocket upgrades on `server` at WS_PATHS: the site from the (trusted) host like every
 * HTTP call, the Origin checked against that site's hosts (403), at most `maxConnectionsPerIp`
 * sockets per client address (429; the address as requestInfo finds it), then hands the socket
 * to the hub. Returns the function that detaches it.
 */
export function attachSockets(server: Server, hub: MarketHub, options: SocketOptions): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes, perMessageDeflate: false });
  const perIp = new Map<string, number>();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const endpoint = WS_PATHS[url.pathname];
    if (!endpoint) return refuse(socket, 404, 'Not Found', ErrorCode.notFound, 'Not found');
    const read = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : value;
    };
    const info = requestInfoOf(read, url, req.socket.remoteAddress, options.trustedProxies);
    const site = siteForHost(info.host, options.siteHosts);
    if (!originAllowed(read('origin'), site, options.siteHosts)) return refuse(socket, 403, 'Forbidden', ErrorCode.csrf, 'Origin not allowed');
    const count = perIp.get(info.clientIp) ?? 0;
    if (count >= options.maxConnectionsPerIp) return refuse(socket, 429, 'Too Many Requests', ErrorCode.rateLimited, 'Too many connections from this address');
    perIp.set(info.clientIp, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (perIp.get(info.clientIp) ?? 1) - 1;
      if (left <= 0) perIp.delete(info.clientIp);
      else perIp.set(info.clientIp, left);
    };
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => hub.add(ws, endpoint, site, release));
  };
  server.on('upgrade', onUpgrade);
  return () => {
    server.off('upgrade', onUpgrade);
    wss.close();
  };
}
