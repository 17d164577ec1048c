'use client';
import { useState, type ReactNode } from 'react';
import Cookies from 'js-cookie';
import { COOKIES_ACCEPTED_COOKIE, type BarKind } from '../../lib/compliance-state';
import { BAR_CLOSED_KEY, BAR_ID, COOKIES_ACCEPTED_DAYS, readClosedBars, withClosedBar } from './bar-storage';
import styles from './compliance.module.css';

/**
 * The floating bar's interactive frame: the cookies bar's Accept sets the acceptance cookie (the
 * server then leaves the bar out); any other kind's close button hides it for the browser session.
 */
export function BarFrame({
  kind,
  label,
  closeLabel,
  acceptLabel,
  children,
}: {
  kind: BarKind;
  label: string;
  closeLabel: string;
  /** the cookies bar's Accept button; the other kinds have a close button */
  acceptLabel?: string;
  children: ReactNode;
}) {
  const [closed, setClosed] = useState(false);
  const close = () => {
    try {
      window.sessionStorage.setItem(BAR_CLOSED_KEY, JSON.stringify(withClosedBar(readClosedBars(window.sessionStorage.getItem(BAR_CLOSED_KEY)), kind)));
    } catch {
      // storage refused: closed for this page only
    }
    setClosed(true);
  };
  const accept = () => {
    Cookies.set(COOKIES_ACCEPTED_COOKIE, '1', { path: '/', expires: COOKIES_ACCEPTED_DAYS, sameSite: 'lax', secure: window.location.protocol === 'https:' });
    setClosed(true);
  };
  return (
    // the inline script may have hidden it before hydration (closed this session): React keeps that
    <section id={BAR_ID} className={styles.bar} aria-label={label} data-kind={kind} hidden={closed || undefined} suppressHydrationWarning>
      {children}
      {acceptLabel ? (
        <button type="button" className="button button-primary" onClick={accept}>
          {acceptLabel}
        </button>
      ) : (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
