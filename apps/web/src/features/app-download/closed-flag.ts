'use client';
import { useSyncExternalStore } from 'react';
import { readStoredFlag, writeStoredFlag } from '@/lib/preferences/stored-list';
import { BANNER_CLOSED_FLAG } from './banner-rules';

/**
 * The banner's closed flag in sessionStorage (spec doc 2 §4: hidden for the session). `memory`
 * keeps it for this page when the storage refuses the write.
 */
const listeners = new Set<() => void>();
let memory = false;

export function closeBanner(): void {
  writeStoredFlag(BANNER_CLOSED_FLAG);
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
    () => memory || readStoredFlag(BANNER_CLOSED_FLAG),
    () => false,
  );
}
