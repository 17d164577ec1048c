import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/market/prices';
import type { MarketRow } from '@/lib/market/rows';
import { getServerMarkets, type ServerMarkets } from '@/lib/market/server-markets';
import { ChangeText } from '@/lib/market/ui/ChangeText';
import type { CoinIconVersioning } from '@/lib/coin-icons/coin-icon-version';
import { getCoinIconVersioning } from '@/lib/coin-icons/coin-icon-versioning';
import { getPageLinked } from '@/lib/compliance/compliance-gate';
import { CoinIcon } from '@/lib/market/ui/CoinIcon';
import { usdContext } from '@/lib/market/usd-order';
import { perRead } from '@/lib/market/per-read';
import { getRequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { selectOverview } from './select';
import styles from './overview.module.css';

function MarketList({
  id,
  title,
  rows,
  locale,
  to,
  linked,
  icons,
}: {
  id: string;
  title: string;
  rows: readonly MarketRow[];
  locale: string;
  to: (path: string) => string;
  /** whether the visitor is offered a row's page (a closed trade page leaves the pair as plain text) */
  linked: (path: string) => boolean;
  icons: CoinIconVersioning;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      <ol className={styles.list}>
        {rows.map((row) => {
          const pair = (
            <>
              <CoinIcon symbol={row.base} size={22} versioning={icons} />
              <span>
                <span className={styles.base}>{row.base}</span>
                <span className={styles.quote}>/{row.quote}</span>
              </span>
            </>
          );
          return (
            <li key={row.id} className={styles.row}>
              {linked(row.path) ? (
                <a href={to(row.path)} className={styles.pair}>
                  {pair}
                </a>
              ) : (
                <span className={styles.pair}>{pair}</span>
              )}
              <span className={styles.price}>{formatPrice(row.rate, locale)}</span>
              <ChangeText change={row.change} locale={locale} className={styles.change} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The three lists, once per shared markets read (sorting ~2,900 rows by USD volume is most of this render's CPU). */
const overviewOf = perRead((markets: ServerMarkets) => selectOverview(markets.rows, usdContext(markets.rows, markets.rates), markets.atS));

/**
 * The home page's markets overview (hot, top gainers, new listings), rendered on the server from
 * the site's spot markets: no client code (the home page's first-load JS stays as it was), prices
 * as of the page's render. Nothing shows when the markets could not be read.
 */
export async function MarketsOverview() {
  const [markets, { locale }, t, to, icons, linked] = await Promise.all([
    getServerMarkets(),
    getRequestContext(),
    getTranslations('overview'),
    getHref(),
    getCoinIconVersioning(),
    getPageLinked(),
  ]);
  if (markets.rows.length === 0) return null;
  const lists = overviewOf(markets);
  return (
    <section className={styles.overview} aria-labelledby="markets-overview-title">
      <div className={styles.head}>
        <h2 id="markets-overview-title" className={styles.title}>
          {t('title')}
        </h2>
        <a href={to('/price')} className={styles.viewAll}>
          {t('viewAll')}
        </a>
      </div>
      <div className={styles.cards}>
        <MarketList id="overview-hot" title={t('hot')} rows={lists.hot} locale={locale} to={to} linked={linked} icons={icons} />
        <MarketList id="overview-gainers" title={t('gainers')} rows={lists.gainers} locale={locale} to={to} linked={linked} icons={icons} />
        <MarketList id="overview-new" title={t('newListings')} rows={lists.newListings} locale={locale} to={to} linked={linked} icons={icons} />
      </div>
    </section>
  );
}
