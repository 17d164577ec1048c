'use client';
import { useState, type ReactNode } from 'react';
import { writeTimedCookie } from '@/lib/preferences/timed-cookies';
import { BUSINESS_TIP_CLOSED_COOKIE } from './business-rules';
import styles from './business-banner.module.css';

/**
 * The banner's interactive frame: the OK link (to the tip's own-site target), the cancel button
 * and the close button; closing keeps this tip away for the browser session (a session cookie
 * the server reads, so later pages render without it).
 */
export function BusinessBannerFrame({
  tipKey,
  closable,
  label,
  closeLabel,
  ok,
  cancelLabel,
  children,
}: {
  tipKey: string;
  closable: boolean;
  label: string;
  closeLabel: string;
  ok?: { label: string; href: string };
  cancelLabel?: string;
  children: ReactNode;
}) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    writeTimedCookie({ name: BUSINESS_TIP_CLOSED_COOKIE, value: tipKey });
    setClosed(true);
  };
  return (
    <section className={styles.banner} aria-label={label}>
      <div className={styles.content}>{children}</div>
      {(ok || cancelLabel) && (
        <div className={styles.actions}>
          {cancelLabel && (
            <button type="button" className="button button-secondary" onClick={close}>
              {cancelLabel}
            </button>
          )}
          {ok && (
            <a className="button button-primary" href={ok.href}>
              {ok.label}
            </a>
          )}
        </div>
      )}
      {closable && (
        <button type="button" className={`bar-close ${styles.close}`} aria-label={closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
