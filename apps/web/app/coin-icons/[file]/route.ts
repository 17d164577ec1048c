import { coinIconSvg } from '@/lib/coin-icons/coin-icon-files';
import { SVG_HEADERS, svgNotFound } from '@/lib/security/svg-response';

/**
 * A coin without artwork: an empty 64 px SVG, so the letter CoinIcon draws under the image shows
 * through. Not a 404: the browser logs every failed image load as a console error, and a list of
 * 2,000 coins has many without artwork.
 */
const BLANK = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"/>');

/**
 * GET /coin-icons/{symbol}.svg: a coin's icon (CoinIcon's source). Immutable for a week; a coin
 * without artwork gets the blank icon (cached for a day) and the row shows its letter; a name that
 * is no icon file name is a 404. Served with SVG_HEADERS (a CSP that runs nothing, a sandbox).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (!/^[a-z0-9]{1,16}\.svg$/.test(file)) {
    return svgNotFound();
  }
  const svg = coinIconSvg(file);
  if (!svg) return new Response(BLANK, { headers: { ...SVG_HEADERS, 'Cache-Control': 'public, max-age=86400' } });
  return new Response(new Uint8Array(svg), { headers: { ...SVG_HEADERS, 'Cache-Control': 'public, max-age=604800, immutable' } });
}
