/** Request headers proxy.ts sets for the render; any value a client sends is overwritten. */
export const CONTEXT_HEADER = {
  site: 'x-site-key',
  locale: 'x-locale',
  path: 'x-page-path',
  nonce: 'x-nonce',
  notFound: 'x-not-found',
  /** the market WebSocket's origin, the one the page's CSP allows */
  websocket: 'x-websocket-origin',
  /** '1' on an embedded page (`?platform=web`, security-headers.ts isEmbeddablePage): rendered without the site chrome */
  embed: 'x-embed',
  /** the trade page's pair_info answer, read by the proxy (trade-pair-gate.ts) */
  pairInfo: 'x-pair-info',
  /** the visitor's compliance answer, read by the proxy for its gate (compliance-route.ts) and shared with the render */
  compliance: 'x-compliance',
  /** the request's one deadline for its API calls (api/deadline.ts), started by the proxy as the request arrives */
  deadline: 'x-request-deadline',
} as const;
