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
} as const;
