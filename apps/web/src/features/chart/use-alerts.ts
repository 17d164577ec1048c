'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPriceAlert, deletePriceAlert, priceAlerts, type PriceAlert } from '@exchange/contract/alerts';
import { browserRequest } from '@/lib/api/browser';
import { crossedPrices } from './quick-order';

export interface AlertsApi {
  /** the user's active alerts (none for guests) */
  readonly active: readonly PriceAlert[];
  readonly refresh: () => void;
  /** sets an alert; answers the API's message on failure */
  readonly create: (pair: string, price: string) => Promise<{ ok: true } | { ok: false; message: string }>;
  readonly remove: (id: string) => Promise<void>;
}

/** The logged-in user's price alerts for the charts: listed once, again after every change. */
export function useAlerts(loggedIn: boolean): AlertsApi {
  const [alerts, setAlerts] = useState<readonly PriceAlert[]>([]);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!loggedIn) return undefined;
    let live = true;
    void browserRequest(priceAlerts, {}).then((result) => {
      if (live && result.ok) setAlerts(result.data.data);
    });
    return () => {
      live = false;
    };
  }, [loggedIn, version]);

  const create = useCallback(
    async (pair: string, price: string) => {
      const result = await browserRequest(createPriceAlert, { pair, price });
      refresh();
      return result.ok ? ({ ok: true } as const) : ({ ok: false, message: result.error.message } as const);
    },
    [refresh],
  );
  const remove = useCallback(
    async (id: string) => {
      await browserRequest(deletePriceAlert, { id });
      refresh();
    },
    [refresh],
  );
  const active = useMemo(() => (loggedIn ? alerts.filter((a) => a.status === 'active') : []), [alerts, loggedIn]);
  return { active, refresh, create, remove };
}

/** How long after a live price crosses an alert line the alerts are asked again (the API marks it triggered on its next check). */
export const CROSS_REFRESH_MS = 2000;

/** Asks the alerts again when the pair's live price crosses one of its alert lines. */
export function useAlertCrossing(last: string | undefined, prices: readonly number[], refresh: () => void): void {
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const now = last === undefined ? undefined : Number(last);
    const before = previous.current;
    previous.current = now;
    if (now === undefined || crossedPrices(before, now, prices).length === 0) return undefined;
    const timer = window.setTimeout(refresh, CROSS_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [last, prices, refresh]);
}
