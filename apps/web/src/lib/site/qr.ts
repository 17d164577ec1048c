import QRCode from 'qrcode';
import { setBounded } from '@/lib/util/bounded-map';

/**
 * QR codes drawn as one SVG path (the `qrcode` library's modules), for the header's download
 * entry (its image route) and the app download page, which draw the site's app links.
 */

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
