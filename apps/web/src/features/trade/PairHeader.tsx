'use client';
import { useTranslations } from 'next-intl';
import { useClientContext } from '@/lib/request/client-context';
import { direction } from '@/lib/market/prices';
import { useLiveFeed, usePriceFlash, usePriceStaleness, useTick } from '@/lib/live/use-live';
import { StaleMark, staleValueClass } from '@/lib/live/StaleMark';
import marketStyles from '@/lib/market/ui/market.module.css';
import { formatDecimal, formatPercent } from './format';
import { statsOf, withTick, type PairStats } from './live-stats';
import { usePairInfo, useTradeFacts } from './use-trade';
import styles from './trade.module.css';

const NO_STATS: PairStats = { last: '', change: '', high: '', low: '', volume: '' };

/**
 * The pair's name and figures: last price (flashing as it moves), 24 h change coloured by
 * direction (the up/down tokens follow the rise-colour preference), high, low and quote volume.
 * Rendered on the server from pair_info, then moved by the live ticker feed.
 */
export function PairHeader() {
  const t = useTranslations('trade.header');
  const { locale } = useClientContext();
  const { pair } = useTradeFacts();
  const info = usePairInfo();
  useLiveFeed();
  const tick = useTick(pair.pair);
  const stats = withTick(info ? statsOf(info) : NO_STATS, tick);
  const flash = usePriceFlash(stats.last);
  const staleness = usePriceStaleness(pair.pair);
  const decimals = info?.price_decimals;
  const trend = marketStyles[direction(stats.change)];
  const flashClass = flash === 'up' ? marketStyles.flashUp : flash === 'down' ? marketStyles.flashDown : '';
  const figure = (text: string) => formatDecimal(text, locale, decimals);
  return (
    <section className={styles.pairHeader} aria-labelledby="trade-pair-name">
      <h1 id="trade-pair-name" className={styles.pairName}>
        <span className={styles.num}>
          {pair.base}
          <span className={styles.pairQuote}>/{pair.quote}</span>
        </span>
      </h1>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('last')}</dt>
          <dd className={`${styles.num} ${styles.lastPrice} ${trend} ${marketStyles.price} ${flashClass}`} suppressHydrationWarning>
            <span className={staleness.stale ? staleValueClass : undefined}>{figure(stats.last)}</span>
            <StaleMark staleness={staleness} />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('change')}</dt>
          <dd className={`${styles.num} ${trend}`} suppressHydrationWarning>
            {formatPercent(stats.change, locale)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('high')}</dt>
          <dd className={styles.num} suppressHydrationWarning>
            {figure(stats.high)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('low')}</dt>
          <dd className={styles.num} suppressHydrationWarning>
            {figure(stats.low)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('volume', { currency: pair.quote })}</dt>
          <dd className={styles.num} suppressHydrationWarning>
            {formatDecimal(stats.volume, locale, 2)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
