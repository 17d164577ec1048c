'use client';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { menuButtonKey, toggledOpen, togglesOnPress } from './menu-trigger';

/** What a lazily loaded surface needs from its button (use-lazy-menu.ts). */
export interface LazySurfaceProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** opened from the keyboard: focus goes to the first entry (a menu) */
  readonly focusFirst: boolean;
  /** the page's button: Radix's trigger (ExistingTrigger), where focus returns on close */
  readonly trigger: HTMLButtonElement | null;
  readonly triggerId: string;
  readonly contentId: string;
  /** the surface's code has loaded and it is mounted: from then on its content exists while open */
  readonly onReady: () => void;
}

/**
 * A button whose Radix surface (a menu, a popover) loads on first use (docs/ARCHITECTURE.md, rule 10 "Server first"): the
 * button is in the page from the start with the attributes Radix's Trigger gives it, and takes the
 * Trigger's decisions itself: `menu` opens on pointer down, Enter, Space and ArrowDown
 * (DropdownMenu), `dialog` on click (Popover). Its first activation sets `used` (render the surface
 * from then on, next/dynamic) and opens it in the same gesture; `prefetch` fetches the surface's
 * code when a pointer comes over the button. A second Enter or press while the code is on its way
 * keeps it opening (toggledOpen): the visitor has not seen it to take it back; Escape does that.
 */
export function useLazyMenu(kind: 'menu' | 'dialog', prefetch: () => void) {
  const [state, setState] = useState({ used: false, open: false, focusFirst: false });
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  // the surface's code has arrived: until then an open state has no content to point at
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const triggerId = useId();
  const contentId = useId();
  const onOpenChange = useCallback((open: boolean) => setState((s) => ({ used: true, open, focusFirst: open && s.focusFirst })), []);
  const change = (open: boolean, focusFirst: boolean) => setState({ used: true, open, focusFirst });

  const handlers =
    kind === 'menu'
      ? {
          onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
            if (!togglesOnPress(event)) return;
            const open = toggledOpen(state.open, ready);
            change(open, false);
            // as Radix: focus stays where it is while the menu opens (it takes focus itself)
            if (open) event.preventDefault();
          },
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
            const action = menuButtonKey(event.key);
            if (action === 'close' && !state.open) return;
            if (!action) return;
            event.preventDefault();
            change(action === 'open' ? true : action === 'close' ? false : toggledOpen(state.open, ready), action !== 'close');
          },
        }
      : {
          onClick: () => change(toggledOpen(state.open, ready), false),
          // while the surface's code is on its way focus is still here: Escape takes the opening back
          onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
            if (event.key === 'Escape' && state.open) change(false, false);
          },
        };

  const surface: LazySurfaceProps = { open: state.open, onOpenChange, focusFirst: state.focusFirst, trigger, triggerId, contentId, onReady };
  return {
    used: state.used,
    surface,
    buttonProps: {
      ref: setTrigger,
      type: 'button' as const,
      // a menu is labelled by its button (Radix DropdownMenu); a popover names itself
      id: kind === 'menu' ? triggerId : undefined,
      'aria-haspopup': kind,
      'aria-expanded': state.open,
      // only once the content can exist (an id that points at nothing is no control)
      'aria-controls': state.open && ready ? contentId : undefined,
      'data-state': state.open ? 'open' : 'closed',
      onPointerEnter: prefetch,
      ...handlers,
    },
  };
}

/**
 * A lazily loaded menu opened from the keyboard puts focus on its first entry (Radix's own
 * keyboard tracking starts only once its code has loaded): the indicators menu and the chart's
 * context menu.
 */
export function useFocusFirstItem(content: RefObject<HTMLElement | null>, when: boolean): void {
  useEffect(() => {
    if (!when) return undefined;
    const frame = requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [content, when]);
}
