/** Marks a disclosure menu's root (MenuItem): a control inside a closed menu gives focus back to the menu's entry. */
export const MENU_ROOT_ATTRIBUTE = 'data-menu-root';

function focusable(element: Element | null | undefined): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && (typeof element.checkVisibility !== 'function' || element.checkVisibility());
}

/**
 * Gives focus back to the control that opened a dialog when the dialog closes (WAI-ARIA dialog
 * pattern). A control hidden since (inside a menu that closed) gives it to its menu's entry. Focus
 * that has already moved into another open dialog (one dialog replaced by the next) stays there.
 */
export function returnFocus(opener: Element | null | undefined): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.closest('[role="dialog"], [role="alertdialog"]')) return;
  if (focusable(opener)) {
    opener.focus();
    return;
  }
  const entry = opener?.closest(`[${MENU_ROOT_ATTRIBUTE}]`)?.querySelector(':scope > [aria-controls]');
  if (focusable(entry)) entry.focus();
}
