import { qrPath } from '@/lib/site/qr';

/** The app link the header's QR code encodes: the site's own domain (its first anti-phishing host). */
export function headerAppLink(site: { readonly antiPhishingHosts: readonly string[] }): string {
  return `https://${site.antiPhishingHosts[0] ?? 'localhost'}/mobileapp?ch=web_header_qr`;
}

/** The side of the header's QR code, in CSS pixels (the image's box and the drawing's). */
export const QR_SIZE = 132;

/** Where a site's QR code image is served (app/app-qr/[file]/route.ts answers it). */
export function appQrSrc(siteKey: string): string {
  return `/app-qr/${siteKey}.svg`;
}

/** The QR code of `value` as a standalone SVG document, QR_SIZE px square (app-qr's route serves it). */
export function qrSvg(value: string): string {
  const { d, box } = qrPath(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE}" height="${QR_SIZE}" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges">` +
    `<rect width="${box}" height="${box}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  );
}
