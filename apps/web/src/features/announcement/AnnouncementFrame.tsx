'use client';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { addStoredToken, mirrorStoredList, readStoredList, storedListRaw } from '@/lib/preferences/stored-list';
import { DISMISSED_LIST, marqueeSeconds } from './announcement-rules';
import styles from './announcement.module.css';

const storedRaw = () => storedListRaw(DISMISSED_LIST);

/** Another tab's dismissal counts too (the storage event). */
function onStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * The bar's interactive frame: the close button (the id joins the dismissed list in local
 * storage) and, on phones, the marquee: when the text is wider than its box it scrolls at 200 px
 * per 3 s (a CSS animation whose distance and duration come from a measurement; paused on hover,
 * focus and for reduced motion).
 */
export function AnnouncementFrame({
  id,
  contentId,
  label,
  dismissLabel,
  children,
}: {
  id: string;
  contentId: string;
  label: string;
  dismissLabel: string;
  children: ReactNode;
}) {
  const [closed, setClosed] = useState(false);
  const stored = useSyncExternalStore(onStorage, storedRaw, () => null);
  const dismissed = closed || readStoredList(DISMISSED_LIST, stored).includes(contentId);
  const [scroll, setScroll] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);

  // keep the mirror on <html> (read by the server's CSS) equal to the stored list: another tab may
  // have changed it. Read from storage itself, not `stored`: during hydration `stored` is null.
  // This tab's own close mirrors in addStoredToken.
  useEffect(() => mirrorStoredList(DISMISSED_LIST), [stored]);

  useLayoutEffect(() => {
    const box = viewport.current;
    if (!box || dismissed) return;
    const phone = window.matchMedia('(max-width: 767.98px)');
    const measure = () => {
      const text = box.firstElementChild as HTMLElement | null;
      setScroll(phone.matches && text ? Math.max(0, text.scrollWidth - box.clientWidth) : 0);
    };
    measure();
    // the box (viewport width) and the text (a web font arriving changes its width, not the box's)
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    phone.addEventListener('change', measure);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', measure);
    };
  }, [dismissed]);

  const style = scroll > 0 ? ({ '--marquee-distance': `${scroll}px`, '--marquee-duration': `${marqueeSeconds(scroll)}s` } as CSSProperties) : undefined;
  return (
    // before hydration a dismissed bar is hidden by the server's CSS rule; from then on by `hidden`
    <section id={id} className={styles.bar} aria-label={label} hidden={dismissed || undefined}>
      <div ref={viewport} className={styles.viewport} data-scrolling={scroll > 0 ? '' : undefined} style={style}>
        {children}
      </div>
      <button
        type="button"
        className="bar-close"
        aria-label={dismissLabel}
        onClick={() => {
          // storage refused (private mode): hidden for this page only
          addStoredToken(DISMISSED_LIST, contentId);
          setClosed(true);
        }}
      >
        ×
      </button>
    </section>
  );
}
