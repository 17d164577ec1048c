import { coinIconSrc, type CoinIconVersioning } from '@/lib/coin-icons/coin-icon-version';
import styles from './market.module.css';

/**
 * A coin's round icon (64 px artwork drawn at `size`). The coin's first letter sits under the
 * image, so a coin without artwork (the icon route answers a blank SVG; a failed image draws
 * nothing) still shows a mark. Decorative: the row's text names the coin. With `versioning`
 * (server renders: `getCoinIconVersioning()`), a whitelisted coin's URL carries the hourly version.
 */
export function CoinIcon({ symbol, size = 24, versioning }: { symbol: string; size?: number; versioning?: CoinIconVersioning }) {
  const src = coinIconSrc(symbol, versioning);
  return (
    <span className={styles.icon} style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.45) }} aria-hidden="true">
      {symbol.slice(0, 1)}
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG: the image optimiser adds nothing */}
      {src ? <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" /> : null}
    </span>
  );
}
