import type { Hono } from 'hono';
import type { AppEnv } from '../src/http/env';
import { expect } from 'vitest';
import { errorAnswer } from '@exchange/contract/define';
import { login } from '@exchange/contract/usercenter';

/** A CSRF token long enough to pass (the web server issues real ones). */
export const CSRF = 'test-csrf-token-0123456789';

export interface Call {
  status: number;
  headers: Headers;
  json: unknown;
  /** every Set-Cookie line */
  setCookies: string[];
}

export interface RequestOptions {
  method?: string;
  /** form fields (sent form-encoded) */
  form?: Record<string, string>;
  body?: string;
  /** a multipart/form-data body (an upload call's fields and files; the boundary is set by the Request) */
  multipart?: FormData;
  contentType?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** send the csrftoken cookie and header (default true) */
  csrf?: boolean;
  host?: string;
  proto?: 'http' | 'https';
  /**
   * The socket peer this request comes from (default `WEB_SERVER`, a trusted proxy, whose
   * forwarding headers count); `INTERNET` or any other address plays a direct client; `null` no
   * socket at all (never trusted).
   */
  peer?: string | null;
}

/** The web server on this machine: a trusted proxy by default. */
export const WEB_SERVER = '127.0.0.1';

/** The origin of a session a test makes directly (createSession), not through a login. */
export const TEST_SESSION_ORIGIN = { method: 'password', userAgent: 'test', ip: WEB_SERVER, place: '' } as const;
/** A visitor reaching the API directly (documentation range, never trusted). */
export const INTERNET = '203.0.113.7';

/** One request through `app.request`, with cookies, CSRF and forwarded headers as the web server sends them. */
export async function call(app: Hono<AppEnv>, path: string, options: RequestOptions = {}): Promise<Call> {
  const method = options.method ?? (options.form || options.body !== undefined || options.multipart ? 'POST' : 'GET');
  const headers = new Headers(options.headers);
  const cookies = { ...(options.csrf === false ? {} : { csrftoken: CSRF }), ...options.cookies };
  const cookieHeader = Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
  if (cookieHeader) headers.set('cookie', cookieHeader);
  if (options.csrf !== false && !headers.has('csrftoken')) headers.set('csrftoken', CSRF);
  if (options.host) headers.set('x-forwarded-host', options.host);
  if (options.proto) headers.set('x-forwarded-proto', options.proto);
  let body: string | FormData | undefined = options.multipart ?? options.body;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers.set('content-type', options.contentType ?? 'application/x-www-form-urlencoded');
  } else if (options.contentType) {
    headers.set('content-type', options.contentType);
  }
  // What @hono/node-server passes as bindings, reduced to what the app reads: the socket's peer.
  const peer = options.peer === undefined ? WEB_SERVER : options.peer;
  const env = peer === null ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  const res = await app.request(`http://localhost${path}`, { method, headers, body }, env);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, json, setCookies: res.headers.getSetCookie() };
}

/** name → value of the cookies a response sets (empty value for deleted ones). */
export function cookieValues(setCookies: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq < 0) continue;
    out[pair.slice(0, eq)] = decodeURIComponent(pair.slice(eq + 1));
  }
  return out;
}

/** The Set-Cookie line for one cookie name. */
export function cookieLine(setCookies: readonly string[], name: string): string | undefined {
  return setCookies.find((line) => line.startsWith(`${name}=`));
}

export const DEMO_PASSWORD_FOR_TESTS = 'Demo-pass-2026';

/** Logs in and returns the cookies a browser would send next (session, uid, nickname). */
export async function loginAs(app: Hono<AppEnv>, email: string, password: string = DEMO_PASSWORD_FOR_TESTS): Promise<Record<string, string>> {
  const res = await call(app, login.path, { form: { email, password } });
  if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
  return cookieValues(res.setCookies);
}

/** The answer is a refusal: `status`, the error envelope, and `message` when given. */
export function expectRefusal(res: { status: number; json: unknown }, status: number, message?: string): void {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const body = errorAnswer.parse(res.json);
  if (message !== undefined) expect(body.message).toBe(message);
}
