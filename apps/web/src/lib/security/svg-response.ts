/**
 * The headers of an SVG the web server draws or serves itself (coin icons, the app's QR code): a
 * CSP that runs nothing and a sandbox, so even a hostile file could not script this origin.
 */
export const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The answer of an SVG route to a name it does not serve: a plain 404, cached for an hour. */
export function svgNotFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'text/plain' } });
}
