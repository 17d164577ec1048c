'use client';
import { pairLabel } from '../../search/coins';
import type { MarketRow } from '../rows';
import { useLiveRow } from '../use-live';
import { ChangeText } from './ChangeText';
import { ListCoinIcon } from './ListCoinIcon';
import { LivePrice } from './LivePrice';

/** The class names a surface styles a coin summary with. */
export interface CoinSummaryClasses {
  readonly main: string;
  readonly label: string;
  readonly sub: string;
  readonly numbers: string;
  readonly change: string;
}

/** A coin in a result list (search, palette): icon, pair and name, live price and coloured change. */
export function CoinSummary({ row, locale, classes }: { row: MarketRow; locale: string; classes: CoinSummaryClasses }) {
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
