'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

let client: QueryClient | undefined;

/**
 * One query client for the page: the coin panels, search, the palette and the markets page share
 * their data sets (one spots request serves them all). Failures already fall back inside the
 * loaders (cached data, then the contract's default), so queries do not retry.
 */
export function marketQueryClient(): QueryClient {
  client ??= new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return client;
}

/** Wraps an island that reads market data sets; every island gets the same client. */
export function MarketDataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={marketQueryClient()}>{children}</QueryClientProvider>;
}
