'use client';
import { formatPrice } from '@/lib/market/prices';
import { usePriceFlash, usePriceStaleness } from '@/lib/live/use-live';
import { StaleMark, staleValueClass } from '@/lib/live/StaleMark';
import styles from './market.module.css';

/**
 * A last price that flashes in the rise or fall colour when it moves. Given its `pair` (a surface
 * about one price, as a coin's summary), it also says when the price is stale (lib/live StaleMark:
 * icon, text and accessible age); rows of long lists leave `pair` out.
 */
export function LivePrice({ rate, locale, className, pair }: { rate: string; locale: string; className?: string; pair?: string }) {
  const flash = usePriceFlash(rate);
  const flashClass = flash === 'up' ? styles.flashUp : flash === 'down' ? styles.flashDown : '';
  const classes = [styles.price, flashClass, className].filter(Boolean).join(' ');
  // the server's and the browser's Intl data can differ in a digit's rendering: keep the server's text until the next tick
  if (pair) return <StalePrice rate={rate} locale={locale} pair={pair} className={classes} />;
  return (
    <span className={classes} suppressHydrationWarning>
      {formatPrice(rate, locale)}
    </span>
  );
}

function StalePrice({ rate, locale, pair, className }: { rate: string; locale: string; pair: string; className: string }) {
  const staleness = usePriceStaleness(pair);
  return (
    <span className={className} suppressHydrationWarning>
      <span className={staleness.stale ? staleValueClass : undefined}>{formatPrice(rate, locale)}</span>
      <StaleMark staleness={staleness} />
    </span>
  );
}
