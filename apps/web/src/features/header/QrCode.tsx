import { QR_SIZE } from './qr-path';

/**
 * The app's QR code: an image the app-qr route draws for the site (app/app-qr/[file]/route.ts),
 * loaded lazily, so the browser fetches it when the hover panel first shows. Its text alternative
 * is the caption beside it (the figure's), so the image itself is silent: a screen reader hears
 * "Scan to download the app" once, not twice.
 */
export function QrCode({ src }: { src: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a tiny same-origin SVG: next/image would add a client component and its loader for nothing
  return <img src={src} width={QR_SIZE} height={QR_SIZE} alt="" loading="lazy" decoding="async" />;
}
