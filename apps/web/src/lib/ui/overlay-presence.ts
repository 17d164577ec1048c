import { createContext, useContext, useEffect, useId } from 'react';

/** What a self-opening prompt's dialog spreads on its Radix Dialog.Content (or passes to Modal as `prompt`). */
export interface PromptFocus {
  /** the dialog has opened: it keeps its turn until it closes */
  readonly onOpenAutoFocus: () => void;
  /** focus goes back where it was before the first prompt of a chain opened (self-opened prompts have no opener) */
  readonly onCloseAutoFocus: (event: Event) => void;
}

/**
 * Where a user-opened overlay says it is open or closed (by an id of its own): the prompts' turns
 * (lib/overlays/PromptTurns.tsx) provide it, so self-opening prompts wait while one is open. The
 * UI kit only reports; it knows nothing of prompts.
 */
export const OverlayPresenceContext = createContext<((id: string, open: boolean) => void) | null>(null);

/** A user-opened overlay (Modal, Sheet) reports itself while open. Outside a provider (a component test) it does nothing. */
export function useUserOverlay(open: boolean): void {
  const report = useContext(OverlayPresenceContext);
  const id = useId();
  useEffect(() => {
    if (!report || !open) return;
    report(id, true);
    return () => report(id, false);
  }, [report, id, open]);
}
