/**
 * Where the browser opens the market WebSocket (docs/ARCHITECTURE.md "Live data": straight to the API, at the endpoint
 * the site table names; Next does not forward upgrades). `WS_ORIGIN` (e.g. wss://ws.example.com)
 * names it in a deployment; without it, the page's own host name on the API's port (locally
 * ws://localhost:4000, ws://tr.localhost:4000), so the API sees which sub-site is asking.
 *
 * The host name is the page's only when it is one of the site's hosts (else the site's first),
 * so a forged Host header cannot put another origin into the page's CSP `connect-src`.
 */
export function websocketOrigin(options: {
  readonly configured: string | undefined;
  readonly apiOrigin: string;
  readonly pageHostname: string;
  readonly siteHosts: readonly string[];
  readonly secure: boolean;
}): string {
  const configured = options.configured?.trim().replace(/\/+$/, '');
  if (configured && /^wss?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(configured)) return configured.toLowerCase();
  let port = '';
  try {
    port = new URL(options.apiOrigin).port;
  } catch {
    port = '';
  }
  const host = options.siteHosts.includes(options.pageHostname) ? options.pageHostname : (options.siteHosts[0] ?? 'localhost');
  return `${options.secure ? 'wss' : 'ws'}://${host}${port ? `:${port}` : ''}`;
}
