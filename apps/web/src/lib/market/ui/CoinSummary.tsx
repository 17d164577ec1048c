'use client';
import { pairLabel } from '@/lib/market/rows';
import type { MarketRow } from '@/lib/market/rows';
import { useLiveRow } from '@/lib/live/use-live';
import { ChangeText } from './ChangeText';
import { ListCoinIcon } from './ListCoinIcon';
import { LivePrice } from './LivePrice';
import classes from '@/lib/ui/result-row.module.css';

/** A coin in a result list (search, palette): icon, pair and name, live price and coloured change, laid out as every result row is (result-row.module.css). */
export function CoinSummary({ row, locale }: { row: MarketRow; locale: string }) {
  const live = useLiveRow(row);
  return (
    <>
      <ListCoinIcon symbol={row.base} size={24} />
      <span className={classes.main}>
        <span className={classes.label} dir="ltr">
          {pairLabel(row)}
        </span>
        <span className={classes.sub}>{row.name}</span>
      </span>
      <span className={classes.numbers}>
        <LivePrice rate={live.rate} locale={locale} />
        <ChangeText change={live.change} locale={locale} className={classes.change} />
      </span>
    </>
  );
}
