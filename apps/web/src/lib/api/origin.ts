/** Where the API lives, read at run time: pointing API_ORIGIN elsewhere is all a deployment changes. */
export function apiOrigin(): string {
  const value = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';
  return value.replace(/\/+$/, '');
}

/** Path prefixes the web server forwards to the API (spec doc 1 §7, doc 2 §7). */
export const API_PREFIXES = ['/api/web/v1/', '/apiw/v2/', '/apiweb/v1/', '/json_svr/', '/js/tool/'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
