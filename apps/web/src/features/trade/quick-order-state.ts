import { useCallback, useState } from 'react';
import type { QuickOrderRequest } from '@/lib/trade/hosted-chart';

/** Where focus goes when the dialog closes: the control that opened it while it is still shown, else `fallback`. */
function returnTarget(opener: Element | null, fallback: HTMLElement | null): HTMLElement | null {
  const shown = opener instanceof HTMLElement && opener.isConnected && opener !== document.body && opener.checkVisibility?.() !== false;
  return shown ? opener : fallback;
}

/**
 * The dialog's state for the composing route: `open` is the chart's `onQuickOrder`; `close` takes
 * the element focus falls back to (the chart's region) when the control that opened the dialog
 * (a chart menu's item) is gone by then. `used`: a quick order was asked for on this page, so the
 * dialog (its own chunk, with Radix Dialog) is loaded and stays mounted from then on.
 */
export function useQuickOrder() {
  const [state, setState] = useState<{ request: QuickOrderRequest | null; opener: Element | null; returnTo: HTMLElement | null; used: boolean }>({
    request: null,
    opener: null,
    returnTo: null,
    used: false,
  });
  const open = useCallback((request: QuickOrderRequest) => {
    const opener = document.activeElement;
    setState((s) => ({ ...s, request, opener, used: true }));
  }, []);
  const close = useCallback((fallback: HTMLElement | null) => {
    setState((s) => ({ request: null, opener: null, returnTo: returnTarget(s.opener, fallback), used: s.used }));
  }, []);
  return { request: state.request, returnTo: state.returnTo, used: state.used, open, close };
}
