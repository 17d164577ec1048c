'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server's HTML and until React has hydrated the page, true after: for controls that need their handlers. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
