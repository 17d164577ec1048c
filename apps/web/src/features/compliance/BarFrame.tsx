'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Cookies from 'js-cookie';
import { COOKIES_ACCEPTED_COOKIE, type BarKind } from '@/lib/compliance/compliance-state';
import { Contained } from '@/lib/islands/Contained';
import { trackGuideClick, trackGuideView, useGuideClicks } from '@/lib/compliance/guide-tracking';
import { addStoredToken } from '@/lib/preferences/stored-list';
import { ErrorNotice } from '@/lib/ui/ErrorNotice';
import { BAR_ID, CLOSED_BARS_LIST, COOKIES_ACCEPTED_DAYS } from './bar-storage';
import styles from './compliance.module.css';

interface BarProps {
  kind: BarKind;
  label: string;
  closeLabel: string;
  /** the cookies bar's Accept button; the other kinds have a close button */
  acceptLabel?: string;
  children: ReactNode;
}

function Frame({ kind, label, closeLabel, acceptLabel, children }: BarProps) {
  const [closed, setClosed] = useState(false);
  const guide = `bar:${kind}`;
  const section = useRef<HTMLElement | null>(null);
  const linkClicks = useGuideClicks(guide);
  const sectionRef = useCallback(
    (node: HTMLElement | null) => {
      section.current = node;
      return linkClicks(node);
    },
    [linkClicks],
  );
  useEffect(() => {
    // closed earlier this session: the server's CSS rule hides it (display: none), and it was never seen
    if (section.current && getComputedStyle(section.current).display !== 'none') trackGuideView(guide);
  }, [guide]);
  const close = () => {
    trackGuideClick(guide, 'close');
    // storage refused: closed for this page only
    addStoredToken(CLOSED_BARS_LIST, kind);
    setClosed(true);
  };
  const accept = () => {
    trackGuideClick(guide, 'accept');
    Cookies.set(COOKIES_ACCEPTED_COOKIE, '1', { path: '/', expires: COOKIES_ACCEPTED_DAYS, sameSite: 'lax', secure: window.location.protocol === 'https:' });
    setClosed(true);
  };
  return (
    // closed earlier this session: hidden from the first paint by the server's CSS rule (ComplianceBar)
    <section id={BAR_ID} ref={sectionRef} className={styles.bar} aria-label={label} data-kind={kind} hidden={closed || undefined}>
      {children}
      {acceptLabel ? (
        <button type="button" className="button button-primary" onClick={accept}>
          {acceptLabel}
        </button>
      ) : (
        <button type="button" className={`bar-close ${styles.close}`} aria-label={closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}

/**
 * The floating bar's interactive frame: the cookies bar's Accept sets the acceptance cookie (the
 * server then leaves the bar out); any other kind's close button hides it for the browser session.
 * Its view (when it shows: one closed earlier this session is hidden from the first paint) and
 * what is pressed in it are tracked as compliance guidance. If the frame fails, the bar keeps the
 * server's message (the server decided this visitor must see it) with the generic error notice in
 * place of its button, and the error is reported (Contained).
 */
export function BarFrame(props: BarProps) {
  const { kind, label, children } = props;
  return (
    <Contained
      name="compliance bar"
      fallback={
        <section id={BAR_ID} className={styles.bar} aria-label={label} data-kind={kind}>
          {children}
          <ErrorNotice inPlace />
        </section>
      }
    >
      <Frame {...props} />
    </Contained>
  );
}
