import { qrPath } from '@/lib/site/qr';

/**
 * A QR code drawn inline as one SVG path (the `qrcode` library's modules, lib/site/qr.ts), dark on
 * white in either theme so a camera reads it; `label` is its text alternative. `data-qr-value`
 * names what it encodes (the link itself is offered beside it as a button).
 */
export function QrImage({ value, label, size }: { value: string; label: string; size: number }) {
  const { d, box } = qrPath(value);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${box} ${box}`} shapeRendering="crispEdges" data-qr-value={value}>
      <rect width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
