import { direction, formatChange } from '@/lib/market/prices';
import styles from './market.module.css';

/** A change percent, coloured by direction: --up/--down follow the rise-colour preference. */
export function ChangeText({ change, locale, className }: { change: string; locale: string; className?: string }) {
  // hydrated text may differ from the server's by the Intl data of each side (suppressHydrationWarning)
  return (
    <span className={`${styles[direction(change)]}${className ? ` ${className}` : ''}`} suppressHydrationWarning>
      {formatChange(change, locale)}
    </span>
  );
}
