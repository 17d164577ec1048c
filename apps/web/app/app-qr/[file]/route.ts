import { isSiteKey } from '@exchange/sites/types';
import { SITES } from '@exchange/sites/sites';
import { headerAppLink, qrSvg } from '@/features/header/qr-path';
import { SVG_HEADERS, svgNotFound } from '@/lib/security/svg-response';

/**
 * GET /app-qr/{site}.svg: the QR code of a sub-site's app link, which the header's download entry
 * shows on hover (an image the browser fetches when the panel first shows, instead of ~5 KB of
 * SVG path in the HTML and again in the payload of every page). A day's cache: the link follows
 * the site table. Anything but a site's key is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const key = /^([a-z]{2,8})\.svg$/.exec(file)?.[1];
  if (!key || !isSiteKey(key)) {
    return svgNotFound();
  }
  return new Response(qrSvg(headerAppLink(SITES[key])), { headers: { ...SVG_HEADERS, 'Cache-Control': 'public, max-age=86400' } });
}
