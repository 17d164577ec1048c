'use client';
import { useCallback, useState } from 'react';
import type { OrderSide, PairInfo } from '@exchange/contract/trade';
import { usePriceStaleness } from '@/lib/live/use-live';
import { bookNow } from '@/lib/market/book/use-book';
import { usePreferences } from '@/lib/request/client-context';
import { estimateMarket, slippageProblem } from './market-estimate';
import { availableOf, type Feedback } from './trade-actions';
import { canPlaceOrders, validateTicket, type Funds, type TicketDraft, type TicketProblem } from './ticket-rules';
import { useBalances, useMarketPrice, usePairInfo, usePlaceOrder, useTradeFacts } from './use-trade';

export interface OrderForm {
  /** the pair's rules; null until known (nothing can be placed then) */
  readonly info: PairInfo | null;
  readonly funds: Funds;
  /** the price a market order is reckoned at */
  readonly marketPrice: string | undefined;
  /** the live price is stale (lib/live/staleness.ts): a market order is refused until it is fresh again */
  readonly priceStale: boolean;
  /** the problems shown: none until the first attempt, then kept current as the user edits */
  readonly problems: readonly TicketProblem[];
  readonly pending: boolean;
  readonly feedback: Feedback | undefined;
  /**
   * checks the draft and places it: `ok` when the API took it, else the problems found first (none
   * when the API refused, or nothing was sent because spot trading is closed to the visitor: Enter
   * in a field submits a form without a submit button too)
   */
  readonly submit: () => Promise<{ readonly ok: boolean; readonly problems: readonly TicketProblem[] }>;
  readonly clearFeedback: () => void;
}

/** What the order ticket and the quick-order dialog share: the checks, the placing, what the user is told. */
export function useOrderForm(draft: TicketDraft): OrderForm {
  const facts = useTradeFacts();
  const { pair } = facts;
  const info = usePairInfo();
  const balances = useBalances();
  const marketPrice = useMarketPrice(draft.side);
  const priceStale = usePriceStaleness(pair.pair).stale;
  const { place, pending } = usePlaceOrder();
  const [attempted, setAttempted] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | undefined>(undefined);
  const funds: Funds = { base: availableOf(balances, pair.base), quote: availableOf(balances, pair.quote) };
  const [{ maxSlippage }] = usePreferences();
  // a market order against the book as it is now (the estimate line beside it follows every paint)
  const estimate = draft.type === 'market' && info ? estimateMarket(draft.side, draft.amount, bookNow(pair.pair), info.price_decimals) : undefined;
  const slippage = slippageProblem(estimate, maxSlippage);
  const problems = info ? [...validateTicket(draft, info, funds, marketPrice, priceStale), ...(slippage ? [slippage] : [])] : [];
  const submit = async () => {
    if (!canPlaceOrders(facts)) return { ok: false, problems: [] };
    setAttempted(true);
    setFeedback(undefined);
    if (!info || problems.length > 0 || pending) return { ok: false, problems };
    const outcome = await place(draft, draft.type === 'market' ? maxSlippage : undefined);
    setFeedback(outcome.feedback);
    if (outcome.ok) setAttempted(false);
    return { ok: outcome.ok, problems: [] };
  };
  const clearFeedback = useCallback(() => setFeedback(undefined), []);
  return { info, funds, marketPrice, priceStale, problems: attempted ? problems : [], pending, feedback, submit, clearFeedback };
}

/** The side's spending currency: a buy spends quote, a sell spends base. */
export function spendingCurrency(side: OrderSide, pair: { base: string; quote: string }): string {
  return side === 'buy' ? pair.quote : pair.base;
}
