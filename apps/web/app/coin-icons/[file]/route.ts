import { coinIconSvg } from '../../../src/lib/coin-icon-files';

/**
 * GET /coin-icons/{symbol}.svg: a coin's icon (CoinIcon's source). Immutable for a week; a coin
 * without artwork is a 404 and the row shows its letter. An SVG is served with a CSP that runs
 * nothing and a sandbox, so even a hostile file could not script this origin.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const svg = coinIconSvg(file);
  if (!svg) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'text/plain' } });
  return new Response(new Uint8Array(svg), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=604800, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
