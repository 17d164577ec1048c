'use client';
import { useSyncExternalStore } from 'react';
import { readClosed, writeClosed } from './banner-rules';

/**
 * The banner's closed flag in sessionStorage (spec doc 2 §4: hidden for the session). `memory`
 * keeps it for this page when the storage refuses the write.
 */
const listeners = new Set<() => void>();
let memory = false;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function closeBanner(): void {
  writeClosed(storage());
  memory = true;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Whether the banner was closed this session; `false` on the server and while hydrating (the banner
 * renders there: a closed one is hidden by the server's CSS rule until this reads the flag).
 */
export function useBannerClosed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => memory || readClosed(storage()),
    () => false,
  );
}
