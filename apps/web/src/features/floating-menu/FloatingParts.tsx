'use client';
import { useSyncExternalStore } from 'react';
import { setChatroomOpen, useChatroomOpen } from '@/lib/overlays/chatroom-open';
import { useRegistrationPrompt } from '@/lib/auth/registration';
import { trackClick } from '@/lib/telemetry/tracking';
import { ArrowUpIcon, ChatIcon } from './floating-icons';
import styles from './floating-menu.module.css';

/**
 * The chatroom entry: opens the chatroom window through the shared flag (lib/overlays/chatroom-open.ts; the
 * chatroom feature listens to it). Taking part needs an account (a message carries its author's
 * name), so a visitor is asked to sign up or log in instead (the registration modal).
 */
export function ChatroomEntry({ label }: { label: string }) {
  const open = useChatroomOpen();
  const askToSignUp = useRegistrationPrompt();
  return (
    <button
      type="button"
      className={styles.entry}
      data-open={open || undefined}
      aria-haspopup={askToSignUp ? 'dialog' : undefined}
      onClick={(event) => {
        trackClick('floating_menu:chatroom');
        if (askToSignUp) askToSignUp('chatroom', event.currentTarget);
        else setChatroomOpen(true);
      }}
    >
      <ChatIcon />
      <span className={styles.label}>{label}</span>
    </button>
  );
}

/** How far the page must have scrolled before back to top appears (our choice: most of a short screen). */
const SHOW_AFTER_PX = 400;

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Back to top: appears once the page has scrolled, scrolls to the top (at once when the visitor
 * prefers reduced motion) and moves focus to the main content (`#main`, the skip link's target),
 * so a keyboard user continues from the top of the page.
 */
export function BackToTop({ label }: { label: string }) {
  const scrolled = useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > SHOW_AFTER_PX,
    () => false,
  );
  if (!scrolled) return null;
  return (
    <li>
      <button
        type="button"
        className={styles.entry}
        onClick={() => {
          trackClick('floating_menu:back_to_top');
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
          const main = document.getElementById('main');
          if (!main) return;
          if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
          main.focus({ preventScroll: true });
        }}
      >
        <ArrowUpIcon />
        <span className={styles.label}>{label}</span>
      </button>
    </li>
  );
}
