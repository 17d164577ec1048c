'use client';
import { memo, useId, useMemo, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useLocale, useTranslations } from 'next-intl';
import type { MarketTrade, UserTrade } from '@exchange/contract/book';
import { directionOf } from '@exchange/sites/locales';
import { formatDecimal } from './format';
import { feeText, formatTradeTime, isoTime, latestTrades, sideArrow, tradeMs } from './recent-trades';
import styles from './recent-trades.module.css';

export interface RecentTradesProps {
  /** the pair's latest trades, newest first */
  readonly trades: readonly MarketTrade[];
  /** the user's own fills on the pair, newest first; null for a guest (no "My trades" tab) */
  readonly myTrades: readonly UserTrade[] | null;
  readonly priceDecimals: number;
  readonly amountDecimals: number;
  readonly base: string;
}

type Tab = 'market' | 'mine';

/** What every row shows alike: the locale, the pair's decimals and the words (one object while they stay). */
interface RowContext {
  readonly locale: string;
  readonly priceDecimals: number;
  readonly amountDecimals: number;
  readonly buy: string;
  readonly sell: string;
  readonly maker: string;
  readonly taker: string;
}

/**
 * The pair's latest trades and, for a logged-in user, their own fills, in two tabs: a table each
 * with the time (the user's clock), the price with the side as an arrow and a name for assistive
 * technology (and in the up or down colour, which follows the rise-colour preference), the amount;
 * own fills add the role and the fee. At most 30 rows in a box of fixed height, so a stream of
 * trades moves nothing around it; rows are memoised by trade, so a new trade renders one row. No
 * live region: a screen reader is not told of every trade, it reads the table when asked.
 */
export function RecentTrades({ trades, myTrades, priceDecimals, amountDecimals, base }: RecentTradesProps) {
  const t = useTranslations('trade.trades');
  const locale = useLocale();
  const titleId = useId();
  const [tab, setTab] = useState<Tab>('market');
  const context = useMemo<RowContext>(
    () => ({ locale, priceDecimals, amountDecimals, buy: t('buy'), sell: t('sell'), maker: t('maker'), taker: t('taker') }),
    [locale, priceDecimals, amountDecimals, t],
  );
  const market = useMemo(() => latestTrades(trades), [trades]);
  const mine = useMemo(() => (myTrades ? latestTrades(myTrades) : null), [myTrades]);
  const marketTable = <TradesTable kind="market" rows={market} context={context} base={base} />;

  if (!mine) {
    return (
      <section className={styles.trades} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('market')}
        </h2>
        {marketTable}
      </section>
    );
  }
  return (
    <section className={styles.trades} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('title')}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'mine' ? 'mine' : 'market')} dir={directionOf(locale)}>
        <Tabs.List className={styles.tabs} aria-label={t('title')}>
          <Tabs.Trigger value="market" className={styles.tab}>
            {t('market')}
          </Tabs.Trigger>
          <Tabs.Trigger value="mine" className={styles.tab}>
            {t('mine')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="market" className={styles.panel}>
          {marketTable}
        </Tabs.Content>
        <Tabs.Content value="mine" className={styles.panel}>
          <TradesTable kind="mine" rows={mine} context={context} base={base} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

type TableProps =
  | { readonly kind: 'market'; readonly rows: readonly MarketTrade[]; readonly context: RowContext; readonly base: string }
  | { readonly kind: 'mine'; readonly rows: readonly UserTrade[]; readonly context: RowContext; readonly base: string };

function TradesTable(props: TableProps) {
  const t = useTranslations('trade.trades');
  const { kind, context, base } = props;
  const caption = t(kind === 'market' ? 'marketCaption' : 'mineCaption');
  const columns = kind === 'market' ? 3 : 5;
  return (
    // the box keeps its height whatever the rows; a region that scrolls must take keyboard focus
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={`${styles.table} ${kind === 'mine' ? styles.mine : ''}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col" className={styles.end}>
              {t('price')}
            </th>
            <th scope="col" className={styles.end}>
              {t('amount', { currency: base })}
            </th>
            {kind === 'mine' && (
              <>
                <th scope="col">{t('role')}</th>
                <th scope="col" className={styles.end}>
                  {t('fee')}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={columns} className={styles.empty}>
                {t(kind === 'market' ? 'empty' : 'mineEmpty')}
              </td>
            </tr>
          ) : props.kind === 'market' ? (
            props.rows.map((trade) => <TradeRow key={trade.id} trade={trade} context={context} />)
          ) : (
            props.rows.map((trade) => <TradeRow key={trade.id} trade={trade} fill={trade} context={context} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One trade: rendered again only when the trade object, or the row context, changes. */
const TradeRow = memo(function TradeRow({ trade, fill, context }: { trade: MarketTrade | UserTrade; fill?: UserTrade; context: RowContext }) {
  const ms = tradeMs(trade.create_time_ms);
  const buy = trade.side === 'buy';
  return (
    <tr>
      <td>
        {/* the user's own clock: the server's render may differ from the browser's zone */}
        <time className={styles.num} dateTime={isoTime(ms)} suppressHydrationWarning>
          {formatTradeTime(ms, context.locale)}
        </time>
      </td>
      <td className={`${styles.end} ${buy ? styles.buy : styles.sell}`}>
        <span aria-hidden="true" className={styles.arrow}>
          {sideArrow(trade.side)}
        </span>
        <span className="visually-hidden">{buy ? context.buy : context.sell} </span>
        <span className={styles.num}>{formatDecimal(trade.price, context.locale, context.priceDecimals)}</span>
      </td>
      <td className={styles.end}>
        <span className={styles.num}>{formatDecimal(trade.amount, context.locale, context.amountDecimals)}</span>
      </td>
      {fill && (
        <>
          <td>{fill.role === 'maker' ? context.maker : context.taker}</td>
          <td className={styles.end} title={feeText(fill, context.locale)}>
            <span className={styles.num}>{feeText(fill, context.locale)}</span>
          </td>
        </>
      )}
    </tr>
  );
});
