import { fiatIconSvg } from '@/lib/fiat/fiat-icon-svg';
import { SVG_HEADERS, svgNotFound } from '@/lib/security/svg-response';

/**
 * GET /fiat-icons/{code}.svg: a fiat currency's icon (the pay-with and exchange-rate lists). Drawn
 * here from the code alone, so it never changes: immutable for a week. A name that is no currency
 * code is a 404. Served with SVG_HEADERS (a CSP that runs nothing, a sandbox).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const svg = file.endsWith('.svg') ? fiatIconSvg(file.slice(0, -4)) : null;
  if (!svg) return svgNotFound();
  return new Response(svg, { headers: { ...SVG_HEADERS, 'Cache-Control': 'public, max-age=604800, immutable' } });
}
