/**
 * What the chart's menu triggers do with a key or a press, as Radix's own triggers decide it: the
 * triggers are plain elements in the page (IndicatorsMenu, AlertsPopover, ChartContextMenu) whose
 * Radix surfaces load on first use, so they take these decisions themselves.
 */

/** What the chart's context menu acts on, read as it opens. */
export interface MenuChoices {
  /** the price the menu acts on, with the pair's decimals ('' when none) */
  readonly price: string;
  /** buy/sell limit entries (quickOrderAllowed) */
  readonly quickOrder: boolean;
  /** a logged-in user may set an alert; a guest gets the log-in link */
  readonly loggedIn: boolean;
}

/** Where the context menu opens, and whether focus goes to its first entry (opened from the keyboard). */
export interface MenuRequest {
  readonly x: number;
  readonly y: number;
  readonly focusFirst: boolean;
}

/**
 * A menu button's key (Radix DropdownMenu.Trigger): Enter and Space toggle the menu, ArrowDown opens
 * it; Escape closes it while its code is still loading (focus is then still on the button; once
 * loaded the menu holds focus and closes itself).
 */
export function menuButtonKey(key: string): 'toggle' | 'open' | 'close' | null {
  if (key === 'Enter' || key === ' ') return 'toggle';
  if (key === 'ArrowDown') return 'open';
  if (key === 'Escape') return 'close';
  return null;
}

/**
 * Whether a toggle (Enter, Space, a press) leaves the surface open. A surface the visitor has not
 * seen yet (its code still on its way) is closed to them, so a second Enter or press while it
 * loads opens it as the first did instead of taking it back unseen; Escape still does that.
 */
export function toggledOpen(open: boolean, shown: boolean): boolean {
  return !(open && shown);
}

/** A press that toggles a menu button's menu (Radix opens it on pointer down): the primary button, without Ctrl (a Mac's right click). */
export function togglesOnPress(press: { readonly button: number; readonly ctrlKey: boolean }): boolean {
  return press.button === 0 && !press.ctrlKey;
}

/** The keyboard's context-menu shortcut: the ContextMenu key or Shift+F10. */
export function isContextMenuKey(key: { readonly key: string; readonly shiftKey: boolean }): boolean {
  return key.key === 'ContextMenu' || (key.shiftKey && key.key === 'F10');
}

/** Where a context menu opened from the keyboard appears: the centre of its element. */
export function centreOf(box: { readonly left: number; readonly top: number; readonly width: number; readonly height: number }): { x: number; y: number } {
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * Whether the context menu has anything to offer: a guest always gets the log-in link; a logged-in
 * user needs quick orders or a price to set an alert at (none off the chart's scale).
 */
export function offersMenu(choices: MenuChoices): boolean {
  return !choices.loggedIn || choices.quickOrder || /^[0-9]/.test(choices.price);
}

/** A touch or pen press held this long opens the context menu (Radix ContextMenu's long press). */
export const LONG_PRESS_MS = 700;
