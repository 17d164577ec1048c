'use client';
import { lazy, Suspense, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { loadIsland } from '@/lib/islands/failed-island';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { setChatroomOpen, useChatroomOpen } from '@/lib/overlays/chatroom-open';
import { chatroomAllowed } from './chatroom-allowed';
import styles from './launcher.module.css';

// The window (drag, position, iframe) loads on first opening; the launcher alone is on every page.
const ChatroomWindow = lazy(() =>
  loadIsland(
    'ChatroomWindow',
    import('./ChatroomWindow').then((m) => m.default),
  ).then((component) => ({ default: component })),
);

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's width; 0 on the server and before hydration (nothing shows until it is known). */
function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 0,
  );
}

export const CHATROOM_WINDOW_ID = 'chatroom-window';

/**
 * The chatroom launcher and its floating window (spec doc 2 §2, §4, §5), mounted by the root layout
 * on sites whose record enables the chatroom. Neither shows below 768 px, on live/video pages or on
 * log-in pages. Whether the window is open is the shared flag (src/lib/overlays/chatroom-open.ts, kept in
 * local storage: other tabs and the floating menu follow it); closing it unmounts the window and
 * its iframe, opening mounts them again.
 */
export function ChatroomLauncher({ src }: { src: string }) {
  const t = useTranslations('chatroom');
  const pathname = usePathname();
  const width = useViewportWidth();
  const open = useChatroomOpen();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  const allowed = chatroomAllowed(pathname, width);

  // focus back to the launcher when the window closes (not when it merely stops being allowed)
  useEffect(() => {
    if (wasOpen.current && !open && allowed) launcher.current?.focus();
    wasOpen.current = open;
  }, [open, allowed]);

  const close = useCallback(() => setChatroomOpen(false), []);

  if (!allowed) return null;
  return (
    <aside aria-label={t('title')}>
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? CHATROOM_WINDOW_ID : undefined}
        onClick={() => setChatroomOpen(!open)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
        </svg>
        {t('launcher')}
      </button>
      {open && (
        // while the window's code loads, its id already names an element (the launcher's aria-controls points at it)
        <Suspense fallback={<div id={CHATROOM_WINDOW_ID} aria-busy="true" />}>
          <ChatroomWindow id={CHATROOM_WINDOW_ID} src={src} onClose={close} />
        </Suspense>
      )}
    </aside>
  );
}
