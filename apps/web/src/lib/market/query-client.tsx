'use client';
import { QueryClient, QueryClientProvider, isServer } from '@tanstack/react-query';
import type { ReactNode } from 'react';

let browserClient: QueryClient | undefined;

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/**
 * One query client for the page: the coin panels, search, the palette and the markets page share
 * their data sets (one spots request serves them all). Failures already fall back inside the
 * loaders (cached data, then the contract's default), so queries do not retry.
 *
 * On the server every call gets a new client: a shared one would keep one render's initial data
 * (the trade page's pair rules) and hand it to the next render, another visitor's, whose browser
 * starts without it (a hydration mismatch, and one request's data in another's page).
 */
export function marketQueryClient(): QueryClient {
  if (isServer) return newClient();
  browserClient ??= newClient();
  return browserClient;
}

/** Wraps an island that reads market data sets; every island gets the same client. */
export function MarketDataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={marketQueryClient()}>{children}</QueryClientProvider>;
}
