import { QR_SIZE } from './qr-path';

/**
 * The app's QR code: an image the app-qr route draws for the site (app/app-qr/[file]/route.ts),
 * loaded lazily, so the browser fetches it when the hover panel first shows.
 */
export function QrCode({ src, size = QR_SIZE, label }: { src: string; size?: number; label: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a tiny same-origin SVG: next/image would add a client component and its loader for nothing
  return <img src={src} width={size} height={size} alt={label} loading="lazy" decoding="async" />;
}
