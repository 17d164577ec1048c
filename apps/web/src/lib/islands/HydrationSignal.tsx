'use client';
import { useEffect } from 'react';
import { rootHydrated } from './hydration-signal';

/** Tells the hydration signal the root has hydrated (lib/islands/hydration-signal.ts). Renders nothing. */
export function HydrationSignal() {
  useEffect(rootHydrated, []);
  return null;
}
