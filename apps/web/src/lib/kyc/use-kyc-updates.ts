'use client';
import { useEffect, useRef } from 'react';
import type { KycUpdate } from '@exchange/contract/kyc-apply';
import { useClientContext } from '@/lib/request/client-context';

/**
 * Calls `onUpdate` with every change of the user's KYC application pushed on `user.kyc`
 * (kyc-watch.ts; its code loads after hydration), and `onResync` when pushes may have been missed.
 * Nothing without a WebSocket endpoint. The latest callbacks are used; the subscription stays.
 */
export function useKycUpdates(onUpdate: (update: KycUpdate) => void, onResync?: () => void): void {
  const { websocketOrigin, site } = useClientContext();
  const handlers = useRef({ onUpdate, onResync });
  useEffect(() => {
    handlers.current = { onUpdate, onResync };
  });
  useEffect(() => {
    if (!websocketOrigin) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./kyc-watch').then(({ watchKyc }) => {
      if (cancelled) return;
      stop = watchKyc(`${websocketOrigin}${site.websocket.spot}`, {
        onUpdate: (update) => handlers.current.onUpdate(update),
        onResync: () => handlers.current.onResync?.(),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [websocketOrigin, site.websocket.spot]);
}
