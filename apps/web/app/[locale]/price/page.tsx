import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getServerMarkets, type ServerMarkets } from '@/lib/market/server-markets';
import { perRead } from '@/lib/market/per-read';
import { byUsdVolume, usdContext } from '@/lib/market/usd-order';
import { getRequestContext } from '@/lib/request/request-context';
import { MarketsPage } from '@/features/markets-page/MarketsPage';
import styles from '@/features/markets-page/markets-page.module.css';

/**
 * Rows the server renders for the first paint (the largest markets): a tall screen's worth (64 px
 * rows below the heading and filters fill 1,440 px); the rest arrive with the island, which keeps
 * only the rows near the screen. Each row the server sends is one React hydrates.
 */
const FIRST_ROWS = 20;

/** The first rows, once per shared markets read rather than per render. */
const firstRowsOf = perRead(({ rows, rates }: ServerMarkets) => byUsdVolume(rows, usdContext(rows, rates)).slice(0, FIRST_ROWS));

export async function generateMetadata(): Promise<Metadata> {
  const [{ site }, t] = await Promise.all([getRequestContext(), getTranslations('pricePage')]);
  return { title: t('title'), description: t('description', { brand: site.brandName }) };
}

/** /price: every spot market of the site (footer and search link here). */
export default async function PricePage() {
  const [markets, t] = await Promise.all([getServerMarkets(), getTranslations('pricePage')]);
  const { rows, rates } = markets;
  const first = firstRowsOf(markets);
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <p className={styles.count}>{t('count', { count: rows.length })}</p>
      <MarketsPage initialRows={first} initialRates={rates} />
    </main>
  );
}
