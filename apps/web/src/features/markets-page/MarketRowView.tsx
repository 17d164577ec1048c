'use client';
import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { fiatValue, formatCompactUsd, formatFiat, usdValue, type FiatContext } from '@/lib/market/prices';
import type { MarketRow } from '@/lib/market/rows';
import { useLiveRow } from '@/lib/live/use-live';
import { ChangeText } from '@/lib/market/ui/ChangeText';
import { ListCoinIcon } from '@/lib/market/ui/ListCoinIcon';
import { FavoriteStar } from '@/lib/market/ui/FavoriteStar';
import { LivePrice } from '@/lib/market/ui/LivePrice';
import styles from './markets-page.module.css';

interface Props {
  readonly row: MarketRow;
  /** aria-rowindex: the header row is 1 */
  readonly rowIndex: number;
  /** the row's page; undefined when the visitor is not offered it (a closed trade page): the pair is then plain text */
  readonly href: string | undefined;
  readonly locale: string;
  readonly fiat: FiatContext;
  readonly favorite: boolean;
  readonly onToggle: (pair: string) => void;
  /** absolute position in the virtual list (px); undefined for the server-rendered first rows */
  readonly top?: number;
}

/**
 * One market: star, coin and pair, live price with its fiat value, change (rise/fall colour), 24 h
 * volume in USD. Memoised: a row renders again for its own tick or when its props change, not
 * each time the board does (hydration's end, the favourites or a data set arriving).
 */
export const MarketRowView = memo(function MarketRowView({ row: loaded, rowIndex, href, locale, fiat, favorite, onToggle, top }: Props) {
  const t = useTranslations('markets');
  const row = useLiveRow(loaded);
  const value = fiatValue(row.rate, row.quote, fiat);
  const pair = (
    <>
      <span className={styles.base}>{row.base}</span>
      <span className={styles.quote}>/{row.quote}</span>
    </>
  );
  return (
    <div role="row" aria-rowindex={rowIndex} className={`${styles.grid} ${styles.row}`} style={top === undefined ? undefined : { insetBlockStart: top }}>
      <span role="cell" className={styles.starCell}>
        <FavoriteStar pair={row.id} active={favorite} onToggle={onToggle} />
      </span>
      <span role="cell" className={styles.pairCell}>
        <ListCoinIcon symbol={row.base} size={28} />
        <span className={styles.names}>
          {href === undefined ? (
            <span className={styles.pairText}>{pair}</span>
          ) : (
            <a href={href} className={styles.pairLink}>
              {pair}
            </a>
          )}
          <span className={styles.second}>{row.name}</span>
        </span>
      </span>
      <span role="cell" className={styles.end}>
        <LivePrice rate={row.rate} locale={locale} />
        {value !== undefined && (
          <span className={styles.second} suppressHydrationWarning>
            {t('fiatApprox', { value: formatFiat(value, fiat.fiat, locale) })}
          </span>
        )}
      </span>
      <span role="cell" className={styles.end}>
        <ChangeText change={row.change} locale={locale} />
      </span>
      {/* Node's and the browser's Intl data differ in compact forms ($2.60B / $2.6B): the server's text stays until the next update */}
      <span role="cell" className={`${styles.end} ${styles.volume}`} suppressHydrationWarning>
        {formatCompactUsd(usdValue(row.volume, row.quote, fiat), locale)}
      </span>
    </div>
  );
});
