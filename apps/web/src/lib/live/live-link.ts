import type { CandleIntervalName } from '@exchange/contract/market';
import { candleTopicName, futuresCandles, futuresTickers, spotCandles, spotTickers } from '@exchange/contract/streams';
import { candleOf, tickOf, type FeedKind } from './live-feed';
import type { LiveSocket } from './live-socket';
import { liveSocketFor } from './live-sockets';
import type { FeedLink } from './live-store';

const STREAMS = {
  spot: { tickers: spotTickers, candles: spotCandles },
  futures: { tickers: futuresTickers, candles: futuresCandles },
} as const;

/**
 * A feed's streams on a LiveSocket, as the market store (live-store.ts) uses them: its tickers and
 * candles subscribed with the contract's declarations, decoded into ticks and candles. This module
 * and the socket client it reaches carry the contract's schemas (zod): the store loads it when it
 * first holds the feed (`linkFor`), so no page waits for them to hydrate.
 */
export function feedLink(socket: LiveSocket, feed: FeedKind): FeedLink {
  const streams = STREAMS[feed];
  return {
    tickers: ({ payload, onTicks, onRefused }) => {
      const handle = socket.subscribe({
        stream: streams.tickers as typeof spotTickers,
        payload,
        onUpdate: (result) => onTicks((Array.isArray(result) ? result : [result]).map(tickOf)),
        onRefused,
      });
      return {
        get ready() {
          return handle.ready;
        },
        send: (event, names) => handle.send(event, names),
        stop: () => handle.stop(),
      };
    },
    candles: (interval, pair, onCandle) => {
      const name = candleTopicName(interval, pair);
      return socket.subscribe({
        stream: streams.candles as typeof spotCandles,
        payload: (): [CandleIntervalName, string] => [interval as CandleIntervalName, pair],
        owns: (topic) => topic === name,
        onUpdate: (result) => onCandle(candleOf(result)),
      });
    },
    freshness: (pair) => socket.freshness(streams.tickers.channel, pair),
  };
}

/** The page's link of a feed at `url`, over the page's one socket of that endpoint (live-sockets.ts). */
export function linkFor(url: string, feed: FeedKind): FeedLink {
  return feedLink(liveSocketFor(url, feed), feed);
}
