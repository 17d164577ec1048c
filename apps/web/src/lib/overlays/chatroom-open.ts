'use client';
import { useSyncExternalStore } from 'react';

/**
 * Whether the chatroom window is open (spec doc 2 §9: "chatroom-open flag kept in local storage").
 * Shared by the chatroom launcher and the floating menu's chatroom entry, which live in different
 * features: both read and write it here. Other tabs follow through the `storage` event.
 */
export const CHATROOM_OPEN_KEY = 'chatroom_open';

const listeners = new Set<() => void>();
/** the value last set on this page (it holds when storage refuses writes); cleared when another tab writes */
let memory: boolean | undefined;

export function readChatroomOpen(): boolean {
  try {
    return window.localStorage.getItem(CHATROOM_OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function setChatroomOpen(open: boolean): void {
  try {
    window.localStorage.setItem(CHATROOM_OPEN_KEY, open ? '1' : '0');
  } catch {
    // storage refused (private mode, quota): the flag lives for this page only
  }
  memory = open;
  for (const listener of listeners) listener();
}

function snapshot(): boolean {
  return memory ?? readChatroomOpen();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHATROOM_OPEN_KEY) {
      memory = undefined;
      onChange();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The open flag; `false` on the server and before hydration. */
export function useChatroomOpen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
