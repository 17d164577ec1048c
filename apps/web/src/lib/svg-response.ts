/**
 * The headers of an SVG the web server draws or serves itself (coin icons, the app's QR code): a
 * CSP that runs nothing and a sandbox, so even a hostile file could not script this origin.
 */
export const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;
