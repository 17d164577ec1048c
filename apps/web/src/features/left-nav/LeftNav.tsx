'use client';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/ui/breakpoints';
import { usePagePath } from '@/lib/request/client-context';
import { NAV_COLLAPSED_MAX, activeKey, isCollapsed } from './left-nav-rules';
import styles from './left-nav.module.css';

export interface LeftNavItem {
  readonly key: string;
  readonly path: string;
  /** other paths that belong to the item (left-nav-rules.ts activeKey) */
  readonly also?: readonly string[];
  readonly href: string;
  readonly label: string;
  readonly icon: ReactNode;
}

/**
 * The collapsible left navigation (spec doc 2): 300 px, collapsed to 104 px (icons, names kept for
 * assistive technology) at 1439 px and below unless the user expands it, and a dropdown at 992 px
 * and below. The route passes the items.
 */
export function LeftNav({
  items,
  label,
  expandLabel,
  collapseLabel,
}: {
  items: readonly LeftNavItem[];
  label: string;
  expandLabel: string;
  collapseLabel: string;
}) {
  const path = usePagePath();
  const current = activeKey(items, path);
  const narrow = useMediaQuery(`(max-width: ${NAV_COLLAPSED_MAX}px)`);
  const [choice, setChoice] = useState<'expanded' | 'collapsed' | null>(null);
  const collapsed = isCollapsed(choice, narrow);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  // the dropdown (992 px and below) closes on Escape (focus back to its button) and when focus or a press goes outside the navigation
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      opener.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!(event.target instanceof Node && navRef.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [open]);
  const currentItem = items.find((item) => item.key === current) ?? items[0];
  return (
    <nav className={styles.nav} aria-label={label} data-choice={choice ?? undefined} ref={navRef}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? expandLabel : collapseLabel}
        onClick={() => setChoice(collapsed ? 'expanded' : 'collapsed')}
      >
        <span aria-hidden="true" className={styles.chevron}>
          {collapsed ? '»' : '«'}
        </span>
      </button>
      <button ref={opener} type="button" className={styles.dropdown} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((v) => !v)}>
        <span className={styles.icon}>{currentItem?.icon}</span>
        <span>{currentItem?.label}</span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id={listId} className={styles.list} data-open={open ? '' : undefined}>
        {items.map((item) => (
          <li key={item.key}>
            <a className={styles.link} href={item.href} aria-current={item.key === current ? 'page' : undefined}>
              <span className={styles.icon}>{item.icon}</span>
              <span className={styles.label}>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
