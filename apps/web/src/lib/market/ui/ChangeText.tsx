import { direction, formatChange } from '../prices';
import styles from './market.module.css';

/** A change percent, coloured by direction: --up/--down follow the rise-colour preference. */
export function ChangeText({ change, locale, className }: { change: string; locale: string; className?: string }) {
  return <span className={`${styles[direction(change)]}${className ? ` ${className}` : ''}`}>{formatChange(change, locale)}</span>;
}
