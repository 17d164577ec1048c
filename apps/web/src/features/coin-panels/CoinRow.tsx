'use client';
import type { FocusEventHandler, KeyboardEventHandler } from 'react';
import { useTranslations } from 'next-intl';
import { useClientContext } from '@/lib/request/client-context';
import { fiatValue, formatFiat, formatVolume, type FiatContext } from '@/lib/market/prices';
import { isUpcoming, shortAddress, type MarketRow } from '@/lib/market/rows';
import { useLiveRow } from '@/lib/live/use-live';
import { ChangeText } from '@/lib/market/ui/ChangeText';
import { ListCoinIcon } from '@/lib/market/ui/ListCoinIcon';
import { FavoriteStar } from '@/lib/market/ui/FavoriteStar';
import { LivePrice } from '@/lib/market/ui/LivePrice';
import marketStyles from '@/lib/market/ui/market.module.css';
import { ROW_HEIGHT_PX } from './constants';
import { priceQuote, type ListKind } from './panel-tabs';
import styles from './coin-panels.module.css';

interface CoinRowProps {
  readonly row: MarketRow;
  readonly index: number;
  /** the row's offset in the list (px) */
  readonly start: number;
  readonly href: string;
  readonly list: ListKind;
  /** the list's one Tab stop */
  readonly tabbable: boolean;
  readonly favorite: boolean;
  readonly onToggle?: (id: string) => void;
  readonly onKeyDown: KeyboardEventHandler<HTMLAnchorElement>;
  readonly onFocus: FocusEventHandler<HTMLAnchorElement>;
  readonly fiatContext: FiatContext;
  readonly nowS: number;
  /** follow live ticks (spot rows the spot feed, contracts the futures feed) */
  readonly live: boolean;
}

const opensFormat = new Map<string, Intl.DateTimeFormat>();
function formatOpening(seconds: number, locale: string): string {
  let format = opensFormat.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
    opensFormat.set(locale, format);
  }
  return format.format(new Date(seconds * 1000));
}

/** One 52 px row: icon, pair, tags and a second line (name, pilot address or opening time), price with its fiat value, change, volume, star. */
export function CoinRow({ row: loaded, index, start, href, list, tabbable, favorite, onToggle, onKeyDown, onFocus, fiatContext, nowS, live }: CoinRowProps) {
  const t = useTranslations('markets');
  const { locale } = useClientContext();
  const ticking = useLiveRow(loaded, list === 'futures' ? 'futures' : 'spot');
  const row = live ? ticking : loaded;
  // a BTC-M contract reads BTC/USD: its price is in dollars
  const quote = priceQuote(row, list);
  const fiat = fiatValue(row.rate, quote, fiatContext);
  const upcoming = isUpcoming(row, nowS);
  const second = upcoming ? t('opensAt', { time: formatOpening(row.buyStart, locale) }) : row.address ? shortAddress(row.address) : row.name;
  return (
    <div role="row" aria-rowindex={index + 2} className={`${styles.grid} ${styles.row}`} style={{ insetBlockStart: start, blockSize: ROW_HEIGHT_PX }}>
      <span role="cell" className={styles.pairCell}>
        <ListCoinIcon symbol={row.base} size={24} />
        <span className={styles.names}>
          <span className={styles.line}>
            <a className={styles.rowLink} href={href} tabIndex={tabbable ? 0 : -1} data-row-index={index} onKeyDown={onKeyDown} onFocus={onFocus}>
              <span className={styles.base}>{row.base}</span>
              {quote && <span className={styles.quote}>/{quote}</span>}
            </a>
            {row.isST && <span className={`${marketStyles.tag} ${styles.st}`}>{t('st')}</span>}
            {row.hot && <span className={`${marketStyles.tag} ${styles.hot}`}>{t('hot')}</span>}
          </span>
          <span className={`${styles.second} ${upcoming ? styles.upcoming : ''}`} title={row.address}>
            {second}
          </span>
        </span>
      </span>
      <span role="cell" className={`${styles.priceCell} ${styles.end}`}>
        <LivePrice rate={row.rate} locale={locale} />
        {fiat !== undefined && <span className={styles.second}>{t('fiatApprox', { value: formatFiat(fiat, fiatContext.fiat, locale) })}</span>}
      </span>
      <span role="cell" className={styles.end}>
        <ChangeText change={row.change} locale={locale} />
      </span>
      <span role="cell" className={`${styles.end} ${styles.volume}`}>
        {formatVolume(row.volume, locale)}
      </span>
      <span role="cell" className={styles.starCell}>
        {onToggle && <FavoriteStar pair={row.id} active={favorite} onToggle={onToggle} />}
      </span>
    </div>
  );
}
