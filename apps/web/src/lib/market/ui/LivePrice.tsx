'use client';
import { formatPrice } from '@/lib/market/prices';
import { usePriceFlash } from '@/lib/live/use-live';
import styles from './market.module.css';

/** A last price that flashes in the rise or fall colour when it moves. */
export function LivePrice({ rate, locale, className }: { rate: string; locale: string; className?: string }) {
  const flash = usePriceFlash(rate);
  const flashClass = flash === 'up' ? styles.flashUp : flash === 'down' ? styles.flashDown : '';
  // the server's and the browser's Intl data can differ in a digit's rendering: keep the server's text until the next tick
  return (
    <span className={[styles.price, flashClass, className].filter(Boolean).join(' ')} suppressHydrationWarning>
      {formatPrice(rate, locale)}
    </span>
  );
}
