import QRCode from 'qrcode';

/** A QR code drawn as one SVG path on the server (no client code, no image request). */
export function QrCode({ value, size = 132, label }: { value: string; size?: number; label: string }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = 2;
  let d = '';
  // one rectangle per horizontal run of dark modules keeps the path short
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      let run = 1;
      while (col + run < count && modules.get(row, col + run)) run += 1;
      d += `M${col + quiet} ${row + quiet}h${run}v1h-${run}z`;
      col += run;
    }
  }
  const box = count + quiet * 2;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
