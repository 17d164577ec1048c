import { spotMarketTrades, spotMyTrades, spotOrderBookSnapshot, TRADES_DEFAULT, type MarketTrade, type UserTrade } from '@exchange/contract/book';
import { noticeTicket } from '@exchange/contract/herald';
import { browserRequest } from '@/lib/api/browser';
import { liveSocketFor } from '@/lib/live/live-sockets';
import type { LiveSocket } from '@/lib/live/live-socket';
import { BookStore } from './book-store';
import { bookLink, followOwn, followTrades, type MarketReads, type PrivateHandlers } from './market-links';

/**
 * The trade page's market links in the browser: the page's spot socket (lib/live), the one API
 * client for the reads, and the browser's animation frames for the book's paints. Loaded after
 * hydration by use-book.ts and the trade page's hooks (it carries the contract's schemas).
 */

const reads: MarketReads = {
  snapshot: async (pair, limit) => {
    const result = await browserRequest(spotOrderBookSnapshot, { pair, limit: String(limit) });
    return result.ok ? result.data.data : null;
  },
  ticket: async () => {
    const result = await browserRequest(noticeTicket, {});
    if (result.ok) return result.data.data.ticket || undefined;
    const status = result.error.status;
    // a refusal (logged out) will not change by asking again; no answer may
    return status >= 400 && status < 500 ? '' : undefined;
  },
};

const socketAt = (url: string): LiveSocket => liveSocketFor(url, 'spot');

/** A started book store for the pair over the socket at `url`, painted on animation frames. */
export function startBook(url: string, pair: string): BookStore {
  const store = new BookStore(pair, bookLink(socketAt(url), reads), {
    request: (paint) => requestAnimationFrame(paint),
    cancel: (handle) => cancelAnimationFrame(handle),
  });
  store.start();
  return store;
}

/** The pair's latest trades, newest first; null when the read failed. */
export async function readTrades(pair: string): Promise<MarketTrade[] | null> {
  const result = await browserRequest(spotMarketTrades, { pair, limit: String(TRADES_DEFAULT) });
  return result.ok ? result.data.data : null;
}

/** The user's latest fills on the pair, newest first; null when the read failed. */
export async function readMyTrades(pair: string): Promise<UserTrade[] | null> {
  const result = await browserRequest(spotMyTrades, { pair, limit: String(TRADES_DEFAULT) });
  return result.ok ? result.data.data : null;
}

export function tradesOn(url: string, pair: string, onTrade: (trade: MarketTrade) => void, onResync: () => void): () => void {
  return followTrades(socketAt(url), pair, onTrade, onResync);
}

export function ownOn(url: string, pair: string, on: PrivateHandlers): () => void {
  return followOwn(socketAt(url), reads, pair, on);
}
