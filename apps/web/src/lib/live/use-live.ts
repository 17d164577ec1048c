'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useClientContext, usePreferences } from '@/lib/request/client-context';
import { changeFor, type FeedKind, type LiveCandle, type Tick } from './live-feed';
import { LiveTickers } from './live-store';
import { FRESH, STALE_CHECK_MS, stalenessAt, type Staleness } from './staleness';
import { direction, type Direction } from '@/lib/market/prices';
import type { MarketRow } from '@/lib/market/rows';

const stores: Partial<Record<FeedKind, LiveTickers>> = {};

/**
 * The page's store of a feed (spot pairs or futures contracts), created on first use, over the
 * page's socket of that endpoint: the socket client and the contract's schemas (live-link.ts) load
 * when the store first holds the feed, after the page has hydrated.
 */
function liveStore(feed: FeedKind = 'spot'): LiveTickers {
  let store = stores[feed];
  if (!store) {
    store = new LiveTickers((url) => import('./live-link').then((link) => link.linkFor(url, feed)));
    stores[feed] = store;
  }
  return store;
}

/** Keeps the page's live feed open while the calling surface is mounted (the site table's endpoint of that feed). */
export function useLiveFeed(enabled = true, feed: FeedKind = 'spot'): void {
  const { websocketOrigin, site } = useClientContext();
  const url = websocketOrigin ? `${websocketOrigin}${site.websocket[feed]}` : '';
  useEffect(() => {
    if (!enabled || !url) return undefined;
    return liveStore(feed).use(url);
  }, [enabled, url, feed]);
}

const noTick = () => undefined;
const noSubscribe = () => () => undefined;

/** A pair's latest tick; undefined until one arrives (and always on the server). Its ticks are asked for while the caller is mounted. */
export function useTick(pair: string, feed: FeedKind = 'spot'): Tick | undefined {
  useEffect(() => liveStore(feed).watch(pair), [pair, feed]);
  return useSyncExternalStore(typeof window === 'undefined' ? noSubscribe : liveStore(feed).subscribe, () => liveStore(feed).get(pair), noTick);
}

/** A row with its live price, change (for the user's change basis) and volume once ticks arrive. */
export function useLiveRow(row: MarketRow, feed: FeedKind = 'spot'): MarketRow {
  const tick = useTick(row.id, feed);
  const [preferences] = usePreferences();
  if (!tick) return row;
  const basis = preferences.changeBasis === '24h' ? '' : preferences.changeBasis;
  return { ...row, rate: tick.last, change: changeFor(tick, basis), volume: tick.quoteVolume || row.volume };
}

/**
 * Whether a pair's live price is stale (older than STALE_AFTER_MS: lib/live/staleness.ts) and its
 * age, looked at every STALE_CHECK_MS; the caller re-renders only when either changes. Before the
 * feed was ever live, the price (the server's) ages from the caller's mount. Always fresh on the server.
 */
export function usePriceStaleness(pair: string, feed: FeedKind = 'spot'): Staleness {
  const [staleness, setStaleness] = useState<Staleness>(FRESH);
  useEffect(() => {
    const mounted = Date.now();
    const look = () => {
      const now = Date.now();
      const next = stalenessAt(liveStore(feed).freshness(pair) ?? mounted, now);
      setStaleness((current) => (current.stale === next.stale && current.ageSeconds === next.ageSeconds ? current : next));
    };
    const timer = setInterval(look, STALE_CHECK_MS);
    return () => clearInterval(timer);
  }, [pair, feed]);
  return staleness;
}

/** How long a moved price flashes (ms). */
export const FLASH_MS = 700;

/** 'up' or 'down' for FLASH_MS after the price moves (not on the first render), for the rise/fall flash. */
export function usePriceFlash(rate: string): Direction | undefined {
  const previous = useRef(rate);
  const [flash, setFlash] = useState<{ dir: Direction; at: string } | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = rate;
    if (before === rate || !before || !rate) return undefined;
    setFlash({ dir: direction(Number(rate) - Number(before)), at: rate });
    const timer = setTimeout(() => setFlash(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [rate]);
  return flash && flash.at === rate && flash.dir !== 'flat' ? flash.dir : undefined;
}

/**
 * Live candles of a spot pair over the page's one socket (the caller keeps the feed open with
 * `useLiveFeed`); the returned function stops them. Browser only.
 */
export function subscribeLiveCandles(interval: string, pair: string, listener: (candle: LiveCandle) => void): () => void {
  return liveStore('spot').candles(interval, pair, listener);
}
