'use client';
import { useSyncExternalStore } from 'react';
import type { OrderSide } from '@exchange/contract/trade';

/**
 * What the order book asks of the ticket (a small store: the two are islands of one page): a
 * level's price, and for a click on its cumulative total the amount to that level and the side
 * that takes it (an ask's total is bought, a bid's sold). The ticket's form of that side (any side
 * for a price alone) applies it once.
 */
export interface TicketFill {
  readonly seq: number;
  readonly pair: string;
  readonly price: string;
  readonly amount?: string;
  readonly side?: OrderSide;
}

let current: TicketFill | undefined;
let consumed = 0;
const listeners = new Set<() => void>();

export function fillTicket(fill: Omit<TicketFill, 'seq'>): void {
  current = { ...fill, seq: (current?.seq ?? 0) + 1 };
  for (const listener of [...listeners]) listener();
}

/** The fill if it is for `pair`, not yet applied, and for `side` (or for either side). */
export function pendingFill(fill: TicketFill | undefined, pair: string, side?: OrderSide): TicketFill | undefined {
  if (!fill || fill.seq <= consumed || fill.pair !== pair) return undefined;
  return side === undefined || fill.side === undefined || fill.side === side ? fill : undefined;
}

/** The form applied it: no other form applies it again. */
export function consumeFill(fill: TicketFill): void {
  consumed = Math.max(consumed, fill.seq);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;
const none = () => undefined;

/** The latest fill asked for (re-renders when there is a new one). */
export function useTicketFill(): TicketFill | undefined {
  return useSyncExternalStore(subscribe, read, none);
}
