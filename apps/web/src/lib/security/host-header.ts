/**
 * Validation of the request values that name this site: the Host (or X-Forwarded-Host) header and
 * the protocol (X-Forwarded-Proto). Pure, shared by the front door (apps/web/server), proxy.ts and
 * the server code that builds links to the other sub-sites, so no header is reflected unchecked.
 */

export interface HostHeader {
  /** the name, lower-cased; an IPv6 address keeps its brackets */
  readonly name: string;
  /** 1-65535, absent when the header names none */
  readonly port?: number;
}

const NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?$/;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/;

/** `host[:port]` with a DNS-style name (or a bracketed IPv6 address) and a port 1-65535; else undefined. */
export function parseHostHeader(value: string | null | undefined): HostHeader | undefined {
  if (!value) return undefined;
  const text = value.trim().toLowerCase();
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(text);
  if (!match) return undefined;
  const name = match[1] ?? '';
  if (!NAME.test(name) && !IPV6.test(name)) return undefined;
  if (match[2] === undefined) return { name };
  const port = Number(match[2]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  return { name, port };
}

/** The header form of a parsed host: `name` or `name:port`. */
export function formatHost(host: HostHeader): string {
  return host.port === undefined ? host.name : `${host.name}:${host.port}`;
}

/** `http` or `https` from a protocol header (the last entry of a list, a trailing colon allowed); else undefined. */
export function parseProto(value: string | null | undefined): 'http' | 'https' | undefined {
  if (!value) return undefined;
  const last = value.split(',').pop()?.trim().toLowerCase().replace(/:$/, '');
  return last === 'http' || last === 'https' ? last : undefined;
}
