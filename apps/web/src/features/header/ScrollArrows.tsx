'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './header.module.css';

/** The scroll step of the header bar's arrows (spec doc 1 §4). */
export const SCROLL_STEP = 180;

/**
 * Wraps the desktop bar: when it overflows, arrows appear at the ends that can scroll, each click
 * moving 180 px along the inline direction (so they work the same right-to-left).
 */
export function ScrollArrows({ children }: { children: ReactNode }) {
  const t = useTranslations('header');
  const scroller = useRef<HTMLDivElement>(null);
  const [can, setCan] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const offset = Math.abs(el.scrollLeft);
    const max = el.scrollWidth - el.clientWidth;
    setCan({ back: offset > 1, forward: max - offset > 1 });
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);

  function step(direction: 1 | -1) {
    const el = scroller.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: direction * SCROLL_STEP * (rtl ? -1 : 1), behavior: 'smooth' });
  }

  return (
    <div className={styles.scrollFrame}>
      {can.back && (
        <button type="button" className={`${styles.arrow} ${styles.arrowBack}`} onClick={() => step(-1)} aria-label={t('scrollBack')}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div ref={scroller} className={styles.scroller}>
        {children}
      </div>
      {can.forward && (
        <button type="button" className={`${styles.arrow} ${styles.arrowForward}`} onClick={() => step(1)} aria-label={t('scrollForward')}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
