'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { useClientContext } from '@/lib/request/client-context';
import { EMPTY_BOOK, type BookStore, type BookView } from './book-store';

/**
 * One live book per pair for the whole page, shared by every surface that shows it (the book
 * panel, the depth chart, the ticket's estimate) and held while one is mounted. Its code (the
 * socket client, the contract's schemas) loads after hydration (page-links.ts).
 */
class BookHolder {
  private store: BookStore | undefined;
  private users = 0;
  private holds = 0;
  private readonly listeners = new Set<() => void>();
  private unlisten: (() => void) | undefined;

  constructor(private readonly pair: string) {}

  use(url: string): () => void {
    this.users += 1;
    if (this.users === 1) {
      const hold = ++this.holds;
      void import('./page-links').then(({ startBook }) => {
        if (hold !== this.holds || this.users === 0) return;
        this.store = startBook(url, this.pair);
        this.unlisten = this.store.subscribe(() => this.notify());
        this.notify();
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users > 0) return;
      this.holds += 1;
      this.unlisten?.();
      this.store?.stop();
      this.store = undefined;
      this.notify();
    };
  }

  view = (): BookView => this.store?.view() ?? EMPTY_BOOK;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

const holders = new Map<string, BookHolder>();

function holderOf(pair: string): BookHolder {
  let holder = holders.get(pair);
  if (!holder) {
    holder = new BookHolder(pair);
    holders.set(pair, holder);
  }
  return holder;
}

const serverView = () => EMPTY_BOOK;

/** The pair's live book as last painted (at most once per animation frame); loading on the server and until its code arrives. */
export function useBook(pair: string): BookView {
  const { websocketOrigin, site } = useClientContext();
  const url = websocketOrigin ? `${websocketOrigin}${site.websocket.spot}` : '';
  const holder = holderOf(pair);
  useEffect(() => (url ? holder.use(url) : undefined), [holder, url]);
  return useSyncExternalStore(holder.subscribe, holder.view, serverView);
}

/** The book as it is now, without re-rendering on its paints (the ticket reads it when it submits). */
export function bookNow(pair: string): BookView {
  return holderOf(pair).view();
}
