'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CHATROOM_POSITION_KEY, clampPosition, dragBy, initialPosition, keyMove, windowSize, type Position, type Size } from './chatroom-rules';
import styles from './chatroom.module.css';

function viewport(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(CHATROOM_POSITION_KEY);
  } catch {
    return null;
  }
}

function store(position: Position): void {
  try {
    window.localStorage.setItem(CHATROOM_POSITION_KEY, JSON.stringify(position));
  } catch {
    // storage refused: the position lasts for this page only
  }
}

const isRtl = () => document.documentElement.dir === 'rtl';

/**
 * The floating window: 360 × 700 px (smaller where the viewport is), moved by dragging its title
 * bar or with the arrow keys on it (Shift: larger steps), kept on screen, its position remembered.
 * It shows "loading" until the chatroom page in its iframe has loaded, then the page. A
 * non-modal dialog: Escape or the close button closes it.
 */
export default function ChatroomWindow({ id, src, onClose }: { id: string; src: string; onClose: () => void }) {
  const t = useTranslations('chatroom');
  const [view, setView] = useState<Size>(viewport);
  const size = windowSize(view);
  const [position, setPosition] = useState<Position>(() => initialPosition(readStored(), size, view));
  const [loaded, setLoaded] = useState(false);
  const drag = useRef<{ pointer: number; x: number; y: number; start: Position } | null>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();

  // Escape anywhere in the window (outside the iframe, which is another document) closes it
  useEffect(() => {
    const element = root.current;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    element?.addEventListener('keydown', onKey);
    return () => element?.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    handle.current?.focus();
    const onResize = () => setView(viewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const shown = clampPosition(position, size, view);

  const moveTo = (next: Position, save: boolean) => {
    const clamped = clampPosition(next, size, view);
    setPosition(clamped);
    if (save) store(clamped);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, start: shown };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    moveTo(dragBy(d.start, event.clientX - d.x, event.clientY - d.y, isRtl()), false);
  };
  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    drag.current = null;
    moveTo(dragBy(d.start, event.clientX - d.x, event.clientY - d.y, isRtl()), true);
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = keyMove(event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    moveTo(dragBy(shown, move.dx, move.dy, isRtl()), true);
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={styles.window}
      style={{ inlineSize: size.width, blockSize: size.height, insetInlineStart: shown[0], insetBlockStart: shown[1] }}
      data-state={loaded ? 'visible' : 'loading'}
      ref={root}
    >
      <div className={styles.titleBar}>
        <button
          ref={handle}
          type="button"
          className={styles.handle}
          aria-describedby={hintId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onHandleKey}
        >
          <span id={titleId}>{t('title')}</span>
        </button>
        <span id={hintId} hidden>
          {t('moveHint')}
        </span>
        <button type="button" className={`icon-button ${styles.close}`} aria-label={t('close')} onClick={onClose}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {!loaded && (
        <p className={styles.loading} role="status">
          {t('loading')}
        </p>
      )}
      <iframe title={t('frameTitle')} src={src} className={loaded ? styles.frame : styles.frameLoading} onLoad={() => setLoaded(true)} />
    </div>
  );
}
