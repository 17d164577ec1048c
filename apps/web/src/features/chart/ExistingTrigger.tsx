'use client';
import { forwardRef, useImperativeHandle } from 'react';

/**
 * A Radix Trigger's element that is already in the page: put inside `Trigger asChild`, it hands
 * Radix the page's own button (use-lazy-menu.ts) as the trigger's node (the menu's anchor, where
 * focus returns on close, the "press on the trigger" test) and renders nothing. The props Radix
 * passes down are dropped: the button carries the trigger's attributes and handlers itself, from
 * its first render, before the surface's code is loaded. (DropdownMenu has no Anchor of its own to
 * hang a menu from another element.)
 */
export const ExistingTrigger = forwardRef<HTMLButtonElement | null, { element: HTMLButtonElement | null }>(function ExistingTrigger({ element }, ref) {
  useImperativeHandle<HTMLButtonElement | null, HTMLButtonElement | null>(ref, () => element, [element]);
  return null;
});
