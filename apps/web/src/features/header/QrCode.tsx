import { qrPath } from './qr-path';

/** A QR code drawn as one SVG path on the server (no client code, no image request). */
export function QrCode({ value, size = 132, label }: { value: string; size?: number; label: string }) {
  const { d, box } = qrPath(value);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
