'use client';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { centreOf, isContextMenuKey, LONG_PRESS_MS, offersMenu, type MenuChoices, type MenuRequest } from './menu-trigger';

// The menu (Radix ContextMenu, and the popper with it) loads when it is first asked for.
const ChartContextMenuSurface = dynamic(
  () =>
    loadIsland(
      'ChartContextMenuSurface',
      import('./ChartContextMenuSurface').then((m) => m.ChartContextMenuSurface),
    ),
  { ssr: false },
);

/** The menu asked for last (what it offers, where it opens), and whether it is open. */
export interface ChartMenuState {
  readonly asked: { readonly choices: MenuChoices; readonly request: MenuRequest } | null;
  readonly setOpen: (open: boolean) => void;
}

/**
 * The chart's context menu, on the chart's box (lightweight-charts has no context-menu API: the
 * DOM event on the box, with the price the caller read from the last cross-hair position).
 * Right-click (or a long press on a touch screen) opens it at the pointer; Shift+F10 or the
 * ContextMenu key opens it at the chart's centre with the newest price, focus on its first entry.
 * Returns the box's handlers (`trigger`) and the menu for ChartContextMenu, whose code loads the
 * first time it is asked for.
 */
export function useChartContextMenu(
  /** reads the price as the menu opens: from the cross-hair, or the newest close from the keyboard */
  choose: (from: 'pointer' | 'keyboard') => MenuChoices,
) {
  const [asked, setAsked] = useState<ChartMenuState['asked']>(null);
  const [open, setOpen] = useState(false);
  const longPress = useRef(0);
  useEffect(() => () => window.clearTimeout(longPress.current), []);

  // nothing to offer (no price under the pointer, and no log-in link to show): no menu at all
  const openAt = (from: 'pointer' | 'keyboard', x: number, y: number) => {
    const choices = choose(from);
    if (offersMenu(choices)) setAsked({ choices, request: { x, y, focusFirst: from === 'keyboard' } });
  };
  const endLongPress = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') window.clearTimeout(longPress.current);
  };

  const trigger = {
    'data-state': open ? 'open' : 'closed',
    // no iOS callout over the chart on a long press
    style: { WebkitTouchCallout: 'none' },
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      window.clearTimeout(longPress.current);
      event.preventDefault();
      openAt('pointer', event.clientX, event.clientY);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!isContextMenuKey(event)) return;
      event.preventDefault();
      const centre = centreOf(event.currentTarget.getBoundingClientRect());
      openAt('keyboard', centre.x, centre.y);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') return;
      window.clearTimeout(longPress.current);
      const { clientX, clientY } = event;
      longPress.current = window.setTimeout(() => openAt('pointer', clientX, clientY), LONG_PRESS_MS);
    },
    onPointerMove: endLongPress,
    onPointerUp: endLongPress,
    onPointerCancel: endLongPress,
  } as const;
  const menu: ChartMenuState = { asked, setOpen };
  return { trigger, menu };
}

/** The chart's context menu itself (ChartContextMenuSurface), from the first time it is asked for. */
export function ChartContextMenu({
  menu,
  loginHref,
  onOrder,
  onAlert,
}: {
  menu: ChartMenuState;
  loginHref: string;
  onOrder: (side: 'buy' | 'sell', price: string) => void;
  onAlert: (price: string) => void;
}) {
  if (!menu.asked) return null;
  return <ChartContextMenuSurface {...menu.asked} loginHref={loginHref} onOrder={onOrder} onAlert={onAlert} onOpenChange={menu.setOpen} />;
}
