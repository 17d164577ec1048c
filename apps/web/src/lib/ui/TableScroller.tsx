import type { ReactNode } from 'react';
import grid from './data-table.module.css';

/**
 * A wide table's scroller (data-table.module.css): keeps the table inside the page from 320 px,
 * named by `labelledBy`, and focusable so that a keyboard can scroll it on a narrow screen (axe:
 * scrollable-region-focusable).
 */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={grid.scroller} role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
