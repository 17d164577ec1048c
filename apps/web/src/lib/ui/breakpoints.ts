'use client';
import { useSyncExternalStore } from 'react';

/** Breakpoints (spec doc 1 §9; NOTES "Mobile breakpoint"): phone below 768, drawer below 992. */
export const BREAKPOINT = { phone: 768, drawer: 992, wide: 1440, wider: 1520 } as const;

/** Whether a media query matches; `false` on the server and before hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
