'use client';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAnyOverlayOpen } from './overlays';
import { asked, markedShown, NO_TURNS, released, settle, type PromptKind, type Turns } from './prompt-turns';
import { returnFocus } from '@/lib/ui/focus';
import { OverlayPresenceContext, type PromptFocus } from '@/lib/ui/overlay-presence';

/**
 * The turns of the self-opening prompts (rules in prompt-turns.ts): a tiny external store per
 * page tree, provided by the locale layout inside the overlays. A prompt asks for a turn with
 * `usePromptTurn(kind, due)` and renders its dialog only while it holds it. User-opened overlays
 * (overlays.tsx, and every other Modal or Sheet, which report through lib/ui's `useUserOverlay`) are never
 * blocked; while one is open, prompts wait.
 */

interface TurnStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly holder: () => PromptKind | null;
  readonly ask: (kind: PromptKind) => void;
  readonly release: (kind: PromptKind) => void;
  readonly shown: (kind: PromptKind) => void;
  /** a user-opened overlay (by its id) is open or closed */
  readonly block: (id: string, open: boolean) => void;
  /** the element focused when the current chain of prompts began */
  readonly opener: () => Element | null;
}

function createTurnStore(): TurnStore {
  let turns: Turns = NO_TURNS;
  let opener: Element | null = null;
  const blockers = new Set<string>();
  const listeners = new Set<() => void>();
  const update = (next: Turns) => {
    if (next === turns) return;
    // a chain begins: remember where focus was, to give it back when the last prompt closes
    if (turns.holder === null && next.holder !== null) opener = document.activeElement;
    turns = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    holder: () => turns.holder,
    ask: (kind) => update(asked(turns, kind, blockers.size > 0)),
    release: (kind) => update(released(turns, kind, blockers.size > 0)),
    shown: (kind) => update(markedShown(turns, kind)),
    block: (id, open) => {
      if (open) blockers.add(id);
      else blockers.delete(id);
      update(settle(turns, blockers.size > 0));
    },
    opener: () => opener,
  };
}

const Context = createContext<TurnStore | null>(null);

/** Provides the prompts' turns; inside `<OverlayProvider>`, whose open overlay makes prompts wait. */
export function PromptTurnsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createTurnStore);
  const overlayOpen = useAnyOverlayOpen();
  useEffect(() => {
    store.block('overlays', overlayOpen);
  }, [store, overlayOpen]);
  return (
    <Context.Provider value={store}>
      <OverlayPresenceContext.Provider value={store.block}>{children}</OverlayPresenceContext.Provider>
    </Context.Provider>
  );
}

const NO_HOLDER = () => null;

/**
 * Asks for a turn while `due` (a prompt that has decided to open): `turn` is true while it holds
 * it, and only then may its dialog render. Closing the dialog means `due` goes false (or the
 * component unmounts): the turn passes to the next prompt by rank. `focus` goes on the dialog.
 */
export function usePromptTurn(kind: PromptKind, due: boolean): { readonly turn: boolean; readonly focus: PromptFocus } {
  const store = useContext(Context);
  if (!store) throw new Error('prompts need <PromptTurnsProvider> (app/[locale]/layout.tsx)');
  useEffect(() => {
    if (!due) return;
    store.ask(kind);
    return () => store.release(kind);
  }, [store, kind, due]);
  // the server's HTML and the hydration render hold no turn: dialogs open in the browser only
  const holder = useSyncExternalStore(store.subscribe, store.holder, NO_HOLDER);
  const focus = useMemo<PromptFocus>(
    () => ({
      onOpenAutoFocus: () => store.shown(kind),
      onCloseAutoFocus: (event) => {
        event.preventDefault();
        // the next prompt may already have opened: returnFocus leaves focus inside it
        returnFocus(store.opener());
      },
    }),
    [store, kind],
  );
  return { turn: due && holder === kind, focus };
}
