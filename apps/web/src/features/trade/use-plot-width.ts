'use client';
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, followed as it resizes, so an SVG can take it as its viewBox
 * width and draw its text at its real size at any width. `initial` until measured (the server's
 * render, and where ResizeObserver is missing); at least `min`.
 */
export function usePlotWidth(ref: RefObject<HTMLElement | null>, initial: number, min: number, active: boolean): number {
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.clientWidth);
      if (measured > 0) setWidth(Math.max(min, measured));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, min, active]);
  return width;
}
