import QRCode from 'qrcode';
import { setBounded } from '@/lib/util/bounded-map';

/** The quiet zone around the code, in modules. */
export const QR_QUIET = 2;

export interface QrPath {
  /** the SVG path: one rectangle per horizontal run of dark modules (keeps it short) */
  readonly d: string;
  /** the side of the drawing in modules, quiet zone included */
  readonly box: number;
}

/** Computes the path for `value` (QR error correction level M). */
export function qrPathOf(value: string): QrPath {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  let d = '';
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      let run = 1;
      while (col + run < count && modules.get(row, col + run)) run += 1;
      d += `M${col + QR_QUIET} ${row + QR_QUIET}h${run}v1h-${run}z`;
      col += run;
    }
  }
  return { d, box: count + QR_QUIET * 2 };
}

/** How many distinct values the memo keeps (one app link per sub-site in practice). */
export const QR_MEMO_SIZE = 64;
const memo = new Map<string, QrPath>();

/**
 * `qrPathOf`, remembered: the app-qr route draws the same few app links over and over, and
 * encoding one is a few milliseconds of server CPU. The oldest entry goes when the memo is full.
 */
export function qrPath(value: string): QrPath {
  const hit = memo.get(value);
  if (hit) return hit;
  const path = qrPathOf(value);
  setBounded(memo, value, path, QR_MEMO_SIZE);
  return path;
}

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
