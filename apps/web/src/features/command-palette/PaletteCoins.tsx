'use client';
import { useEffect } from 'react';
import { Command } from 'cmdk';
import { useClientContext } from '@/lib/request/client-context';
import type { MarketRow } from '@/lib/market/rows';
import { CoinSummary } from '@/lib/market/ui/CoinSummary';
import { useLiveFeed } from '@/lib/live/use-live';
import { linkedCoins } from '@/lib/coin-search/coins';
import { useCoinIndex } from '@/lib/coin-search/use-coin-index';
import { useRowLink } from '@/lib/nav/trade-links';
import styles from './palette.module.css';

/** At most this many coins in the palette (cmdk does not virtualise). */
export const PALETTE_COIN_LIMIT = 50;

function CoinItem({ row, locale, onChoose }: { row: MarketRow; locale: string; onChoose: () => void }) {
  return (
    <Command.Item value={`coin:${row.id}`} className={styles.item} onSelect={onChoose}>
      <CoinSummary row={row} locale={locale} />
    </Command.Item>
  );
}

/**
 * The palette's coins: the spec's ranking (the shared search) over the spot rows, live prices while
 * open. A coin whose page the visitor is not offered (a closed trade page) is left out: choosing it
 * would lead nowhere; `onWithheld` tells the palette, which then says why no coin is offered.
 */
export function PaletteCoins({
  query,
  open,
  heading,
  onWithheld,
  onChoose,
}: {
  query: string;
  open: boolean;
  heading: string;
  /** whether a matching coin was left out as one the visitor is not offered */
  onWithheld: (withheld: boolean) => void;
  onChoose: (href: string) => void;
}) {
  const { locale } = useClientContext();
  const rowLink = useRowLink();
  const { index } = useCoinIndex();
  useLiveFeed(open);
  const { coins, withheld } = linkedCoins(index, query, PALETTE_COIN_LIMIT, rowLink);
  useEffect(() => {
    onWithheld(withheld);
    return () => onWithheld(false);
  }, [withheld, onWithheld]);
  if (!coins.length) return null;
  return (
    <Command.Group heading={heading}>
      {coins.map(({ row, href }) => (
        <CoinItem key={row.id} row={row} locale={locale} onChoose={() => onChoose(href)} />
      ))}
    </Command.Group>
  );
}
