'use client';
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface PlotSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The element's size in CSS pixels, followed as it resizes, so an SVG can take it as its viewBox
 * and draw its text at its real size whatever its box. `initial` until measured (the server's
 * render, and where ResizeObserver is missing); each side at least `min`'s.
 */
export function usePlotSize(ref: RefObject<HTMLElement | null>, initial: PlotSize, min: PlotSize, active: boolean): PlotSize {
  const [size, setSize] = useState(initial);
  const [minWidth, minHeight] = [min.width, min.height];
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const width = Math.round(element.clientWidth);
      const height = Math.round(element.clientHeight);
      if (width <= 0 || height <= 0) return;
      const next = { width: Math.max(minWidth, width), height: Math.max(minHeight, height) };
      setSize((s) => (s.width === next.width && s.height === next.height ? s : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth, minHeight, active]);
  return size;
}
