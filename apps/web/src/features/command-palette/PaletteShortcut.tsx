'use client';
import { useEffect, useRef } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useOverlay, useOverlayActions } from '@/lib/overlays/overlays';
import type { PaletteData } from './paletteData';
import { paletteShortcut } from './shortcut';

// cmdk, the dialog and the market data load on the first Ctrl-K / Cmd-K or '/'.
const CommandPalette = dynamic(
  () =>
    loadIsland(
      'CommandPalette',
      import('./CommandPalette').then((m) => m.CommandPalette),
    ),
  { ssr: false },
);

/**
 * The palette's keyboard listener, always in the page (tiny): Ctrl-K / Cmd-K toggles the command
 * palette, '/' opens it when focus is not in a text field. The palette itself loads on first use.
 */
export function PaletteShortcut(data: PaletteData) {
  const { current, seen, opener, setOpen } = useOverlay('palette');
  const { open } = useOverlayActions();
  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = current !== null;
  }, [current]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const what = paletteShortcut({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        isComposing: event.isComposing,
        defaultPrevented: event.defaultPrevented,
        target: event.target instanceof HTMLElement ? event.target : null,
      });
      if (!what || (what === 'open' && isOpen.current)) return;
      event.preventDefault();
      if (isOpen.current) setOpen(false);
      else open({ kind: 'palette' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  return seen ? <CommandPalette {...data} open={current !== null} onOpenChange={setOpen} opener={opener} /> : null;
}
