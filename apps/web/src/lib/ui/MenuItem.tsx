'use client';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { MENU_ROOT_ATTRIBUTE } from './focus';
import styles from './menu.module.css';

const MenuOpenContext = createContext(false);

/** Whether the menu panel around the caller is open (a panel's live parts pause while it is closed). */
export function useMenuOpen(): boolean {
  return useContext(MenuOpenContext);
}

/**
 * One top entry of the desktop bar (the disclosure-navigation pattern): the entry is a link, its
 * mega-menu opens on hover and on keyboard focus, Escape closes it and returns focus to the entry.
 */
export function MenuItem({
  label,
  href,
  badge,
  children,
  className,
}: {
  label: ReactNode;
  href?: string;
  badge?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // The panel's links are rendered on first open: they are in the page's payload, but ~150 links
  // per page stay out of the first render and hydration until someone opens a menu.
  const [seen, setSeen] = useState(false);
  if (open && !seen) setSeen(true);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  /** set while Escape hands focus back to the entry, so that focus does not reopen the menu */
  const closing = useRef(false);
  const [position, setPosition] = useState<CSSProperties>({});

  // The bar scrolls horizontally, which would clip a nested panel: the panel is fixed to the
  // viewport under its entry, kept inside the screen, in the inline direction (RTL aware).
  useLayoutEffect(() => {
    if (!open || !root.current || !panel.current) return;
    const entry = root.current.getBoundingClientRect();
    const width = panel.current.offsetWidth;
    const viewport = document.documentElement.clientWidth;
    const rtl = getComputedStyle(root.current).direction === 'rtl';
    const wanted = rtl ? viewport - entry.right : entry.left;
    const start = Math.max(16, Math.min(wanted, viewport - width - 16));
    setPosition({ top: entry.bottom, insetInlineStart: start });
  }, [open]);

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      closing.current = true;
      root.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
      closing.current = false;
    }
  }

  return (
    // The list item only listens: hover, focus and Escape bubble up from the entry and the panel's controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={root}
      {...{ [MENU_ROOT_ATTRIBUTE]: '' }}
      className={`${styles.menuItem} ${className ?? ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (!closing.current) setOpen(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {href ? (
        <a className={styles.entry} href={href} aria-expanded={open} aria-controls={id}>
          {label}
          {badge}
        </a>
      ) : (
        <button type="button" className={styles.entry} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          {label}
          {badge}
        </button>
      )}
      <div id={id} ref={panel} className={styles.panel} hidden={!open} style={position}>
        <MenuOpenContext value={open}>{seen && children}</MenuOpenContext>
      </div>
    </li>
  );
}
