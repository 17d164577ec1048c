'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { RegistrationReason } from '@/lib/auth/registration';

/** The language modal's tabs (spec doc 1 §4): 0 language and region, 1 exchange rate. */
export type LanguageTab = '0' | '1';

/**
 * The site-wide overlays that one island opens and another renders (the drawer opens the
 * language modal, an upcoming link anywhere opens "Stay tuned!"). One at a time: opening one
 * closes the other.
 */
export type Overlay =
  | { readonly kind: 'drawer' }
  | { readonly kind: 'language'; readonly tab: LanguageTab }
  | { readonly kind: 'turkish' }
  | { readonly kind: 'settings'; readonly anchored: boolean }
  | { readonly kind: 'comingSoon' }
  /** the search in a sheet (phones, and the bar's icon below the wide search box) */
  | { readonly kind: 'search' }
  /** the command palette (Ctrl-K / Cmd-K, '/') */
  | { readonly kind: 'palette' }
  /** the sign-up prompt for visitors (opened with `useRegistrationPrompt`, lib/auth/registration.ts) */
  | { readonly kind: 'registration'; readonly reason: RegistrationReason };
export type OverlayKind = Overlay['kind'];

interface OverlayState {
  readonly current: Overlay | null;
  /** where focus goes back when the overlay closes: the control that opened the first of a chain */
  readonly opener: HTMLElement | null;
  /** kinds opened at least once: their code has loaded and they stay mounted (for the closing animation) */
  readonly seen: readonly OverlayKind[];
  /** each kind as it was last opened: a closing overlay keeps its options (tab, anchoring) until it is gone */
  readonly last: Partial<{ readonly [K in OverlayKind]: Extract<Overlay, { kind: K }> }>;
}

interface OverlayStore extends OverlayState {
  /** Opens an overlay. Opened from inside another overlay, focus later returns to that one's opener. */
  readonly open: (overlay: Overlay, opener?: HTMLElement | null) => void;
  /** Closes the overlay of this kind, if it is the open one. */
  readonly close: (kind: OverlayKind) => void;
}

const Context = createContext<OverlayStore | null>(null);

/** The next state when an overlay opens (pure; exported for its test). */
export function opened(state: OverlayState, overlay: Overlay, opener: HTMLElement | null): OverlayState {
  return {
    current: overlay,
    // a chain (drawer → language → Turkish confirm) returns focus to the control that began it
    opener: state.current ? state.opener : opener,
    seen: state.seen.includes(overlay.kind) ? state.seen : [...state.seen, overlay.kind],
    last: { ...state.last, [overlay.kind]: overlay },
  };
}

export function closed(state: OverlayState, kind: OverlayKind): OverlayState {
  return state.current?.kind === kind ? { ...state, current: null } : state;
}

const INITIAL: OverlayState = { current: null, opener: null, seen: [], last: {} };

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<OverlayState>(INITIAL);
  const open = useCallback((overlay: Overlay, opener?: HTMLElement | null) => {
    const from = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setState((s) => opened(s, overlay, from));
  }, []);
  const close = useCallback((kind: OverlayKind) => setState((s) => closed(s, kind)), []);
  const store = useMemo(() => ({ ...state, open, close }), [state, open, close]);
  return <Context.Provider value={store}>{children}</Context.Provider>;
}

function useStore(): OverlayStore {
  const store = useContext(Context);
  if (!store) throw new Error('overlays need <OverlayProvider> (app/[locale]/layout.tsx)');
  return store;
}

/** Opens and closes overlays. */
export function useOverlayActions(): Pick<OverlayStore, 'open' | 'close'> {
  const { open, close } = useStore();
  return useMemo(() => ({ open, close }), [open, close]);
}

/** Whether one of these overlays is open (self-opening prompts wait meanwhile: PromptTurns.tsx). */
export function useAnyOverlayOpen(): boolean {
  return useStore().current !== null;
}

/** One overlay kind's state: whether it is open (with its options), whether it has been opened, and its opener. */
export function useOverlay<K extends OverlayKind>(
  kind: K,
): {
  readonly current: Extract<Overlay, { kind: K }> | null;
  /** its options as last opened, kept while it closes (tab, anchoring) */
  readonly last: Extract<Overlay, { kind: K }> | undefined;
  readonly seen: boolean;
  readonly opener: HTMLElement | null;
  readonly setOpen: (open: boolean) => void;
} {
  const store = useStore();
  const current = store.current?.kind === kind ? (store.current as Extract<Overlay, { kind: K }>) : null;
  const last = store.last[kind] as Extract<Overlay, { kind: K }> | undefined;
  const { close } = store;
  const setOpen = useCallback(
    (open: boolean) => {
      if (!open) close(kind);
    },
    [close, kind],
  );
  return { current, last, seen: store.seen.includes(kind), opener: store.opener, setOpen };
}
