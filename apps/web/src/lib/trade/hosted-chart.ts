import { createContext, useContext } from 'react';
import type { OrderSide } from '@exchange/contract/trade';

/** A quick order the chart asks for: a limit order on a side at the price the user picked. */
export interface QuickOrderRequest {
  readonly side: OrderSide;
  readonly price: string;
}

/**
 * What the trade page tells the chart it hosts (the route composes the two features: the trade
 * feature provides this, the chart feature reads it): the pair and its rules once known, and how
 * to ask for a quick order (absent where spot trading is closed to the visitor).
 */
export interface HostedChart {
  readonly pair: string;
  readonly priceDecimals: number;
  readonly hasSeconds: boolean;
  readonly loggedIn: boolean;
  readonly onQuickOrder?: (request: QuickOrderRequest) => void;
}

/** null until the pair's rules are known: the chart waits for them. */
export const HostedChartContext = createContext<HostedChart | null>(null);

export function useHostedChart(): HostedChart | null {
  return useContext(HostedChartContext);
}
