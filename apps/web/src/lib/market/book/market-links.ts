import type { BookSnapshot, MarketTrade, UserTrade } from '@exchange/contract/book';
import { spotOrderBook, spotOrders, spotTrades, spotUserTrades } from '@exchange/contract/streams';
import type { UpdateOf } from '@exchange/contract/define-stream';
import type { LiveSocket } from '@/lib/live/live-socket';
import { BOOK_DEPTH_MAX } from '@exchange/contract/book';
import type { BookLink } from './book-store';

/**
 * The trade page's market streams on the page's one spot socket (lib/live), with the contract's
 * declarations (streams.ts): the book's updates, the pair's trades, and the user's own orders and
 * fills. The private two are ticketed like the notices: every (re)subscribe asks a fresh
 * single-use ticket (herald.ts `noticeTicket`); no ticket (a guest, a refusal) stops the
 * subscription, a failed ticket call is asked again with the socket's backoff. This module carries
 * the schemas: the page loads it after hydration (use-market-links.ts).
 */

export type OrderUpdate = UpdateOf<typeof spotOrders>[number];

/** What the reads answer (the one API client: contract parsing, fallback on failure). */
export interface MarketReads {
  snapshot(pair: string, limit: number): Promise<BookSnapshot | null>;
  /** a fresh ticket; '' when none will be had (a guest, refused), undefined when the call failed (asked again) */
  ticket(): Promise<string | undefined>;
}

/** The book's link (book-store.ts) over the socket and the snapshot read. */
export function bookLink(socket: LiveSocket, reads: Pick<MarketReads, 'snapshot'>): BookLink {
  return {
    stream: (pair, onUpdate, onResync) =>
      socket.subscribe({
        stream: spotOrderBook,
        payload: (): [string, '100ms'] => [pair, '100ms'],
        owns: (topic) => topic === pair,
        onUpdate,
        onSnapshot: onResync,
      }),
    snapshot: (pair) => reads.snapshot(pair, BOOK_DEPTH_MAX),
  };
}

/** The pair's trades as they happen; `onResync`: some were missed (read the recent trades again). */
export function followTrades(socket: LiveSocket, pair: string, onTrade: (trade: MarketTrade) => void, onResync: () => void): () => void {
  const handle = socket.subscribe({
    stream: spotTrades,
    payload: () => [pair],
    owns: (topic) => topic === pair,
    onUpdate: onTrade,
    onSnapshot: onResync,
  });
  return () => handle.stop();
}

export interface PrivateHandlers {
  readonly onOrders: (orders: readonly OrderUpdate[]) => void;
  readonly onFills: (fills: readonly UserTrade[]) => void;
  /** updates were missed: read the open orders and fills again */
  readonly onResync: () => void;
}

/** The user's order updates and fills on `pair`, each subscription with its own fresh ticket. */
export function followOwn(socket: LiveSocket, reads: Pick<MarketReads, 'ticket'>, pair: string, on: PrivateHandlers): () => void {
  const payload = async (): Promise<[string, string] | null> => {
    const ticket = await reads.ticket();
    if (ticket === undefined) throw new Error('no ticket yet');
    return ticket === '' ? null : [ticket, pair];
  };
  const orders = socket.subscribe({ stream: spotOrders, payload, onUpdate: on.onOrders, onSnapshot: on.onResync });
  const fills = socket.subscribe({ stream: spotUserTrades, payload, onUpdate: on.onFills, onSnapshot: on.onResync });
  return () => {
    orders.stop();
    fills.stop();
  };
}
